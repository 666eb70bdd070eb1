import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { api } from '../../lib/api';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';

/** /restoreaccount?token=: the link mailed at deletion brings the account back (once, within 30 days). */
export default function RestoreAccountPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const restore = useQuery({
    queryKey: ['restoreaccount', token],
    queryFn: () =>
      api<{ restored: true; username: string }>('/restoreaccount', { method: 'POST', body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <Page title="Restore your account">
      {token === '' || restore.isError ? (
        <ErrorText>{MSG.restoreLinkInvalid}</ErrorText>
      ) : restore.isPending ? (
        <p role="status">Restoring your account…</p>
      ) : (
        <div className="card">
          <p role="status">
            Welcome back, <strong>{restore.data.username}</strong>: your account, profile and photos are
            restored.
          </p>
          <p className="cta-row">
            <Link className="button" to="/login">
              Log in
            </Link>
          </p>
        </div>
      )}
    </Page>
  );
}
