import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { removeLeftoverUploads } from './plugins/upload-files';

/** Photos of saves a killed server never finished (TMPDIR/club-uploads-*): gone at each start. */
function removeUploadLeftovers(log: { info: (m: string) => void; warn: (m: string) => void }): void {
  try {
    const removed = removeLeftoverUploads();
    if (removed.length > 0) log.info(`Removed ${removed.length} upload folder(s) left by a stopped server`);
  } catch (error) {
    log.warn(`Could not look for upload leftovers in TMPDIR: ${(error as Error).message}`);
  }
}

/** Starts the server; SIGTERM/SIGINT stop taking connections, finish requests and close pools. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  removeUploadLeftovers(app.log);

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // close() stops accepting and waits for requests in flight; keep-alive sockets that turn idle
    // meanwhile are closed as they do, and after 10 s we stop waiting.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    clearInterval(closeIdle);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const mode = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  app.log.info(`Club site ready at ${config.publicUrl} (${mode})`);
}

main().catch((error: Error) => {
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
});
