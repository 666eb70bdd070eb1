import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { api } from '../../lib/api';
import { useClubContent } from '../../lib/club-content';
import { ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import './restore-account.css';

/**
 * What to do when a restore link does not work. The server keeps no second link to send: a link
 * works once, within 30 days of the deletion, so the answer depends on which of those happened.
 */
function InvalidLinkHelp() {
  const supportLink = useClubContent().data?.supportLink;
  return (
    <div className="restore-help">
      <ErrorText>{MSG.restoreLinkInvalid}</ErrorText>
      <p>A restore link works once, within 30 days of deleting the account. What next:</p>
      <ul className="restore-steps">
        <li>
          <strong>Opened it before?</strong> Your account is already back: log in with your username and
          password.
        </li>
        <li>
          <strong>Link cut short?</strong> Copy the whole link from the email into the address bar.
        </li>
        <li>
          <strong>More than 30 days ago?</strong> The account and its photos are erased and the username is
          free again: you can sign up anew.
        </li>
      </ul>
      <p className="cta-row">
        <ButtonLink to="/login">Log in</ButtonLink>
        <ButtonLink variant="secondary" to="/createuser">
          Sign up again
        </ButtonLink>
      </p>
      {supportLink && (
        <p className="restore-support">
          Still stuck?{' '}
          <a href={supportLink.url} target="_blank" rel="noopener noreferrer">
            {supportLink.label}
          </a>
        </p>
      )}
    </div>
  );
}

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
    <Page title="Restore your account" narrow>
      {token === '' || restore.isError ? (
        <InvalidLinkHelp />
      ) : restore.isPending ? (
        <p role="status">Restoring your account…</p>
      ) : (
        <div className="restore-done">
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
