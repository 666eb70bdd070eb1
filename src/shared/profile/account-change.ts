/**
 * Changing the password or the recovery email in PUT /api/users/{id} needs the member's current
 * password as well as the session: a stolen session token alone must not be enough to take the
 * account over (the reset mail goes to the recovery email).
 */
export const CURRENT_PASSWORD_FIELD = 'currentpassword';

export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Enter your current password to change your password or recovery email',
  wrong: 'Your current password is not correct',
} as const;
