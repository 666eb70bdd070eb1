import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EMAIL_VERIFICATION_MESSAGES as TEXT } from '../../../shared/api/email-verification';
import { errorMessage } from '../../lib/error-message';
import { verifyRecoveryEmail } from '../../lib/recovery-email';
import { getSession } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';

/** /verifyemail?token=: the link mailed at sign-up or after a change confirms the recovery email (once). */
export default function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useQuery({
    queryKey: ['verifyemail', token],
    queryFn: () => verifyRecoveryEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const next = getSession()
    ? { to: '/settings', label: 'Go to Settings' }
    : { to: '/login', label: 'Log in' };

  return (
    <Page title="Confirm your recovery email">
      {token === '' || verify.isError ? (
        <Card>
          <ErrorText>
            {token === '' ? TEXT.unknownLink : errorMessage(verify.error, TEXT.unknownLink)}
          </ErrorText>
          <p className="cta-row">
            <ButtonLink variant="secondary" to={next.to}>
              {next.label}
            </ButtonLink>
          </p>
        </Card>
      ) : verify.isPending ? (
        <p role="status">Confirming your recovery email…</p>
      ) : (
        <Card>
          <p role="status">
            {TEXT.verified} Password-reset mail for your account goes to <strong>{verify.data.email}</strong>.
          </p>
          <p className="cta-row">
            <ButtonLink to={next.to}>{next.label}</ButtonLink>
          </p>
        </Card>
      )}
    </Page>
  );
}
