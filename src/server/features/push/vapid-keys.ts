import webpush from 'web-push';
import type { VapidKeys } from '../../config-push';
import type { AppDeps } from '../../deps';
import { appSecret } from '../../security/app-secret';

const SECRET_NAME = 'vapid-keys';

/** The club's VAPID key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else from app_secrets. */
export async function vapidKeys(deps: AppDeps): Promise<VapidKeys> {
  if (deps.config.push.vapidKeys) return deps.config.push.vapidKeys;
  // Made once for the club and kept with its data, as one JSON value so the two halves can never
  // come from different instances (secrets-repo.ts keeps whichever pair was stored first).
  const stored = await appSecret(deps, SECRET_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys;
  return { publicKey, privateKey };
}
