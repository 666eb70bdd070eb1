/**
 * The environment every browser-test server starts with (the shared one in playwright.config.ts
 * and the ones tests/e2e/own-server.ts starts): the production build on a fresh SQLite folder.
 */
export function testServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every test signs up from 127.0.0.1; the real limits are covered by the API tests.
    SIGNUPS_PER_ADDRESS: '1000',
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    // Playwright's `request` reuses a kept-alive socket however long a test has been busy in the
    // page; if the server closes it at the same moment, the next call fails with ECONNRESET.
    // Keep idle sockets open longer than any test runs (30 s) so that race cannot happen.
    KEEP_ALIVE_TIMEOUT_SECONDS: '120',
  };
}
