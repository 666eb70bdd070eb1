import type { OwnProfile } from '../../../shared/profile/profile-api';
import { RecoveryEmailStatus } from '../../ui/recovery-email-status';
import { DisclosureSection } from './disclosure-section';
import { TextField } from './text-field';
import type { ProfileForm } from './use-profile-form';

const ACCOUNT_FIELDS = ['recoveryemail', 'password', 'confirmPassword', 'currentPassword'];

/**
 * Sign-in details: the recovery email (private, where reset mail goes) and a new password.
 * Changing either needs the current password, so a borrowed or stolen session alone cannot
 * take the account over; its field appears only then.
 */
export function AccountSection({ form, profile }: { form: ProfileForm; profile: OwnProfile }) {
  const email = (form.values.text.recoveryemail ?? '').trim();
  return (
    <DisclosureSection
      title="Account"
      meta="Recovery email and password"
      status={form.status(ACCOUNT_FIELDS)}
    >
      <TextField
        {...form.text('recoveryemail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="Private: password-reset mail goes here. Never shown on your profile."
      />
      {/* The stored address's state; a new one is confirmed by the link mailed after saving. */}
      {email !== '' && email === profile.recoveryemail ? (
        <RecoveryEmailStatus verified={profile.recoveryEmailVerified} />
      ) : email !== '' ? (
        <p className="section-hint">After you save, we mail a link to confirm the new address.</p>
      ) : null}
      <p className="section-hint">
        Leave both password fields empty to keep your password. At least 8 characters with a number and one of
        !@#$%^&amp;*()-=+_.
      </p>
      <TextField {...form.password('password', 'New password')} type="password" autoComplete="new-password" />
      <TextField
        {...form.password('confirmPassword', 'Confirm new password')}
        type="password"
        autoComplete="new-password"
      />
      {form.needsCurrent && (
        <TextField
          {...form.password('currentPassword', 'Current password')}
          type="password"
          autoComplete="current-password"
          hint="Needed to change your password or recovery email."
        />
      )}
    </DisclosureSection>
  );
}
