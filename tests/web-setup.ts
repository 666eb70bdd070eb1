/**
 * Every test file runs this first (vitest.config.ts, setupFiles). In the browser-like (jsdom)
 * files: Testing Library's findBy and waitFor wait up to 5 s, not 1 s, since this 2-core machine
 * runs two test files at once beside PostgreSQL and Redis, and a page's render can take longer
 * than a second there. Node files (the API tests) import nothing from here.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
