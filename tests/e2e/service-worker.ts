import type { Page } from '@playwright/test';

/**
 * Until the page is controlled by the site's activated service worker (it claims the page on its
 * first install). The check runs synchronously in the page: `waitForFunction` does not await a
 * promise its predicate returns, so an async predicate would pass at once.
 */
export async function controlledBySiteWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    polling: 100,
    timeout: 15_000,
  });
}

/**
 * The worker installed, as on a member's second visit: every request of the reloaded page goes
 * through it from the page's start.
 */
export async function installedSiteWorker(page: Page): Promise<void> {
  await controlledBySiteWorker(page);
  await page.reload();
  await controlledBySiteWorker(page);
}
