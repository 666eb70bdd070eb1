import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '../../shared/profile/profile-api';
import { api } from '../lib/api';
import { useSession } from '../lib/session';
import { ButtonLink } from './button';
import './recovery-email-status.css';

type EmailState = Pick<OwnProfile, 'recoveryemail' | 'recoveryEmailVerified' | 'recoveryEmailGrandfathered'>;

/**
 * After login: a member whose account predates address checks (grandfathered) is asked once per
 * visit to confirm the recovery email. Nothing shows for anybody else, or while loading.
 */
export function VerifyEmailBanner() {
  const session = useSession();
  const userId = session?.userid ?? '';
  const state = useQuery({
    queryKey: ['recovery-email', userId],
    queryFn: ({ signal }) => api<EmailState>(`/users/${encodeURIComponent(userId)}`, { auth: true, signal }),
    enabled: userId !== '',
    gcTime: 0,
  });
  const data = state.data;
  if (!data || data.recoveryemail === '' || data.recoveryEmailVerified || !data.recoveryEmailGrandfathered) {
    return null;
  }
  return (
    <aside className="verify-email-banner" aria-label="Recovery email">
      <p>Please confirm your recovery email, so password-reset mail keeps reaching you.</p>
      <ButtonLink variant="secondary" to="/settings">
        Confirm it in Settings
      </ButtonLink>
    </aside>
  );
}
