// Runs the embedded PostgreSQL for the portal and stops it when the portal goes away, however it
// goes: the portal holds this process's stdin open, and the kernel closes it even after `kill -9`.
// Plain JavaScript without imports from the portal, so it starts fast and runs the same from src/
// and from the dist/ bundle. The server gets a session of its own, so Ctrl+C in a terminal reaches
// the portal, which stops the database last, after its own connections.
import { spawn } from 'node:child_process';

const { command, args, uid, gid } = JSON.parse(process.argv[2]);
const server = spawn(command, args, {
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  ...(uid === undefined ? {} : { uid, gid }),
});

let stopping = false;
function stopServer() {
  if (stopping) return;
  stopping = true;
  // Fast shutdown: open transactions roll back, the data stays consistent.
  server.kill('SIGINT');
  // Immediate shutdown if it hangs; the next start recovers from the log.
  setTimeout(() => server.kill('SIGQUIT'), 30_000).unref();
}

process.stdin.on('end', stopServer);
process.stdin.on('close', stopServer);
process.stdin.on('error', stopServer);
process.stdin.resume();
// Signals a terminal or a service manager sends to the whole group go to the portal, which then
// closes our stdin; stopping the database earlier would cut its last requests short.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});

server.on('error', (error) => {
  process.stderr.write(`postgres-watchdog: could not run ${command}: ${error.code ?? error.message}\n`);
  process.exit(127);
});
server.on('exit', (code, signal) => {
  if (signal) process.stderr.write(`postgres-watchdog: the database server was ended by ${signal}\n`);
  process.exit(code ?? 1);
});
