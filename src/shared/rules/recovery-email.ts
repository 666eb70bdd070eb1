import { LIMITS } from '../constants';

/**
 * Exactly one address of a plausible form: no lists ("a@x.org, b@y.org"), no spaces, no display
 * names or angle brackets. Mail libraries treat commas and brackets as address separators, so a
 * looser rule would let one account send its password-reset mail to several people.
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const RECOVERY_EMAIL_MESSAGE = 'Recovery email must be one email address, like name@example.com';

/** Returns the message to show, or null when the (already trimmed) value is one plausible address. */
export function recoveryEmailProblem(value: string): string | null {
  if (value.length > LIMITS.email) return RECOVERY_EMAIL_MESSAGE;
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return RECOVERY_EMAIL_MESSAGE;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const ok =
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((l) => DOMAIN_LABEL.test(l)) &&
    TOP_LEVEL.test(labels[labels.length - 1] ?? '');
  return ok ? null : RECOVERY_EMAIL_MESSAGE;
}
