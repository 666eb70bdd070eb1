import { CURRENT_PASSWORD_MESSAGES } from '../../shared/profile/account-change';
import type { UserRow } from '../db/users-repo';
import type { AppDeps } from '../deps';
import { forbidden } from '../http-error';
import { reserve } from '../rate-limit/store';
import { verifyPassword } from './passwords';

/**
 * Refuses (403) unless `given` is the member's current password. A wrong guess counts on the same
 * per-account counter as failed logins (same key as the login form), and with `ip` on the client
 * address's too, exactly as a failed login; so a stolen session cannot be used for guessing beyond
 * the login limit. A right one gives its attempts back.
 */
export async function confirmCurrentPassword(
  deps: AppDeps,
  row: Pick<UserRow, 'username_key' | 'password_hash'>,
  given: string | undefined,
  options: { ip?: string; missing?: string } = {},
): Promise<void> {
  if (!given) throw forbidden(options.missing ?? CURRENT_PASSWORD_MESSAGES.missing);
  const { loginFailuresPerAccount, loginFailuresPerAddress } = deps.config.rateLimits;
  const attempt = await reserve(deps.limits, [
    { key: `login:acct:${row.username_key}`, rule: loginFailuresPerAccount },
    ...(options.ip === undefined ? [] : [{ key: `login:addr:${options.ip}`, rule: loginFailuresPerAddress }]),
  ]);
  if (!(await verifyPassword(row.password_hash, given))) throw forbidden(CURRENT_PASSWORD_MESSAGES.wrong);
  await attempt.release();
}
