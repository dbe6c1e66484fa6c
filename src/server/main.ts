import { ConfigError, readConfig } from './config';
import { blockLogDestination, createLogger } from './kernel/logger';
import { httpCompanyRegistry } from './adapters/company-registry/company-registry';
import { checkProductionMode, type TestPart } from './production-mode';
import { startRuntime } from './runtime';
import { describeStartError, StartupError } from './startup-error';

async function main() {
  let config;
  let testParts: TestPart[];
  try {
    config = readConfig();
    testParts = checkProductionMode(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const started = Date.now();
  const logOutput = blockLogDestination(process.stdout.fd);
  // Everything on standard output is a JSON line of this logger, for whatever collects the log.
  const log = createLogger(config.logLevel, logOutput);
  const runtime = await startRuntime(config, {
    log,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    metricsToken: config.metricsToken,
    ...(config.companyRegistryUrl ? { companyRegistry: httpCompanyRegistry(config.companyRegistryUrl) } : {}),
    // Exit non-zero, so that a service manager starts the portal again.
    onDatabaseLost: (message) => {
      log.fatal(message);
      void runtime.stop().finally(() => process.exit(1));
    },
  });
  const { app } = runtime;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await runtime.drain();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // A supervised sitting opens a thousand connections within two seconds; Node's default queue
    // (511) overflows and the kernel's retransmits add whole seconds. The kernel caps it at somaxconn.
    await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  } catch (error) {
    await runtime.stop();
    throw listenError(error, config.port);
  }
  if (runtime.generatedAdminPassword) {
    // `warn`, so that it is shown at every level but `error` and `fatal`; in the message, which is never redacted.
    log.warn(
      `The administrator "admin" was created with the password: ${runtime.generatedAdminPassword} ` +
        '(shown this once: change it after signing in, or set ADMIN_PASSWORD before the first start)',
    );
  }
  if (testParts.length) {
    log.warn(
      { testParts: testParts.map((part) => part.name) },
      `The portal runs with test parts, fine for trying it but not for a real service: ${testParts.map((part) => part.name).join(', ')}. ` +
        'PORTAL_ENV=production refuses them and says what to set instead.',
    );
  }
  log.info(
    {
      url: config.publicUrl,
      database: config.databaseUrl ? 'external' : 'embedded',
      secret: runtime.secretSource,
      startupMs: Date.now() - started,
    },
    'portal ready',
  );
  // Whoever started the portal, or waits for it, reads this line now rather than at the next flush.
  logOutput.flush();
}

function listenError(error: unknown, port: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new StartupError(`Port ${port} is taken by another program: set PORT to a free port, or stop that program.`);
  if (code === 'EACCES')
    return new StartupError(
      `This user may not listen on port ${port}: set PORT to 1024 or above, or start the portal with that privilege.`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new StartupError(`This machine has no address HOST names: set HOST to one of its addresses, or to 0.0.0.0.`);
  return error;
}

main().catch((error) => {
  console.error(describeStartError(error));
  process.exit(1);
});
