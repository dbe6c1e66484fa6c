import { ConfigError, readConfig } from './config';
import { startRuntime } from './runtime';

async function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const started = Date.now();
  const runtime = await startRuntime(config, {
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    log: (line) => {
      if (config.logLevel === 'debug' || config.logLevel === 'trace') console.log(line);
    },
  });
  const { app } = runtime;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (runtime.generatedAdminPassword) {
    console.log(
      `\n  The administrator "admin" was created with the password: ${runtime.generatedAdminPassword}\n` +
        '  It is shown this once; change it after signing in, or set ADMIN_PASSWORD before the first start.\n',
    );
  }
  app.log.info({ url: config.publicUrl, database: config.databaseUrl ? 'external' : 'embedded', startupMs: Date.now() - started }, 'portal ready');
}

main().catch((error) => {
  console.error('The portal could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
