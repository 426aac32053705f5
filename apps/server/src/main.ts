import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';

/** Connections the kernel holds for the server to accept; Linux caps it at net.core.somaxconn. */
const ACCEPT_BACKLOG = 4096;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A connection a client keeps alive would hold the server open until it times out (72 s):
    // close each one as soon as its last request has been answered.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    app.close().then(
      () => {
        clearInterval(reaper);
        app.log.info('Marshlog stopped');
        exitOnceFlushed(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exitOnceFlushed(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  let address: string;
  try {
    // A connect storm (thousands of live sockets reconnecting at once) waits in the kernel's
    // accept queue while the server is busy, instead of overflowing Node's default of 511 and
    // being dropped and retried by the clients' TCP a second or more later (issue 30).
    address = await app.listen({ port: config.port, host: config.host, backlog: ACCEPT_BACKLOG });
  } catch (error) {
    // Close the database (and release DATA_DIR) before reporting, so nothing is left half open.
    await app.close();
    throw describeListenFailure(error, config);
  }
  app.log.info(
    { address, url: config.publicUrl, database: config.databaseUrl ? 'postgres' : 'pglite' },
    'Marshlog is ready',
  );
}

function describeListenFailure(error: unknown, config: AppConfig): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return new ConfigError(
      `PORT ${config.port} is already in use on ${config.host}: stop the program using it or choose another PORT.`,
    );
  }
  if (code === 'EACCES') {
    return new ConfigError(`PORT ${config.port} needs more privileges: choose a PORT above 1023.`);
  }
  return error;
}

/**
 * Ends the process once the event loop is empty, so the last log lines still being written reach
 * stdout (process.exit would drop them); forced after a grace period if a handle lingers.
 */
function exitOnceFlushed(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), 2000).unref();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  exitOnceFlushed(1);
});
