// `npm start`: the Parlor server with its configuration from the environment (see README).
import { format } from 'node:util';
import { ConfigError, readConfig } from './lib/config';

// boardgame.io reads NODE_ENV when its modules load: in production it skips a deep check of
// every state it computes, so it is set before the server (and boardgame.io) is imported.
process.env.NODE_ENV ??= 'production';

/** Says why the server cannot start, in one line a person can act on, and ends the process. */
function cannotStart(reason: string): never {
  console.error(`Parlor cannot start: ${reason}`);
  // Worker threads, sockets and timers opened before the failure must not keep it alive.
  process.exit(1);
}

let config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) cannotStart(error.message);
  throw error;
}

const { startServer, StartError, describeError } = await import('./lib/server');
const { installLastResort } = await import('./lib/last-resort');
let server;
try {
  server = await startServer({ config });
} catch (error) {
  cannotStart(error instanceof StartError ? error.message : describeError(error));
}
installLastResort(server.logger);

// boardgame.io reports refused moves with console.error ("ERROR: invalid stateID ..."); the
// transport logs those itself, so they go to the structured log at debug level, and anything
// else written to the console becomes a structured warning rather than a stray line.
const consoleLog = server.logger.child({ source: 'console' });
const fromConsole = (...args: unknown[]) => {
  const text = format(...args);
  if (/^(ERROR|INFO): /.test(text)) consoleLog.debug(text);
  else consoleLog.warn(text);
};
console.error = fromConsole;
console.warn = fromConsole;

process.stdout.write(`\nParlor is running. Open ${server.url} in your browser.\n\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.logger.info({ signal }, 'stopping');
    void server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
}
