import type { Plugin } from 'vite';

const EMPTY = '\0empty-response-schemas';

/**
 * The web client checks answers against the shared zod schemas in development and tests only
 * (src/web/lib/api.ts imports lib/response-schemas.ts for it). In a production build that branch
 * is dead, but zod schemas are built by top-level calls the bundler cannot prove harmless, so they
 * would stay in the bundle. The build resolves the module to an empty one instead.
 */
export function devOnlyResponseChecks(): Plugin {
  return {
    name: 'dev-only-response-checks',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === './response-schemas' && importer?.replaceAll('\\', '/').endsWith('/src/web/lib/api.ts'))
        return EMPTY;
      return null;
    },
    load(id) {
      return id === EMPTY ? 'export const answerProblems = () => undefined;' : null;
    },
  };
}
