import type { AppDeps } from '../deps';

const loaded = new WeakMap<AppDeps, Map<string, Promise<string>>>();

/**
 * The club's secret `name` (app_secrets, made by `make` or at random on first use), read once per
 * app instance: it never changes while the app runs. A failed read (database down) is tried
 * again by the next caller.
 */
export function appSecret(deps: AppDeps, name: string, make?: () => string): Promise<string> {
  let byName = loaded.get(deps);
  if (!byName) {
    byName = new Map();
    loaded.set(deps, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    const mine = byName;
    secret = deps.secrets.loadOrCreate(name, make);
    secret.catch(() => mine.delete(name));
    mine.set(name, secret);
  }
  return secret;
}
