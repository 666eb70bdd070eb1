import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { RecoveryEmailStatus } from '../../ui/recovery-email-status';

type EmailState = Pick<OwnProfile, 'recoveryemail' | 'recoveryEmailVerified' | 'recoveryEmailGrandfathered'>;

/** The recovery email: where password-reset mail goes, and only once the member has confirmed it. */
export function EmailSection({ userId }: { userId: string }) {
  const profile = useQuery({
    queryKey: ['recovery-email', userId],
    queryFn: ({ signal }) => api<EmailState>(`/users/${encodeURIComponent(userId)}`, { auth: true, signal }),
    gcTime: 0,
  });
  const editLink = `/update/${encodeURIComponent(userId)}`;
  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-email">
      <h2 id="settings-email">Recovery email</h2>
      {profile.isPending ? (
        <p role="status">Loading…</p>
      ) : profile.isError ? (
        <ErrorText>{errorMessage(profile.error, 'Your recovery email could not be loaded.')}</ErrorText>
      ) : profile.data.recoveryemail === '' ? (
        <p>You have no recovery email, so a forgotten password cannot be reset. Add one in your profile.</p>
      ) : (
        <>
          <p className="settings-email-address">{profile.data.recoveryemail}</p>
          <RecoveryEmailStatus verified={profile.data.recoveryEmailVerified} />
          {!profile.data.recoveryEmailVerified && <p>{unverifiedText(profile.data)}</p>}
        </>
      )}
      <div className="cta-row">
        <ButtonLink variant="quiet" to={editLink}>
          Change it in your profile
        </ButtonLink>
      </div>
    </Card>
  );
}

function unverifiedText(state: EmailState): string {
  return state.recoveryEmailGrandfathered
    ? 'Please confirm this address: your account is older than this check, so password-reset mail still reaches it, but a confirmed address is safer.'
    : 'Open the link we mailed you to confirm it. Until then, password-reset mail is not sent to it.';
}
