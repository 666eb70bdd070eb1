import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../lib/error-message';
import { resendVerificationLink } from '../lib/recovery-email';
import { Button } from './button';
import { Chip } from './chip';
import { ErrorText } from './error-text';
import './recovery-email-status.css';

/**
 * Whether the stored recovery email is confirmed: "Verified", or "Unverified" with a button that
 * mails a new link. Used by the settings page and the profile editor.
 */
export function RecoveryEmailStatus({ verified }: { verified: boolean }) {
  const resend = useMutation({ mutationFn: resendVerificationLink });
  if (verified) {
    return (
      <div className="email-status">
        <Chip tone="accent">Verified</Chip>
      </div>
    );
  }
  return (
    <div className="email-status">
      <div className="email-status-row">
        <Chip tone="alert">Unverified</Chip>
        <Button
          type="button"
          variant="secondary"
          onClick={() => resend.mutate()}
          disabled={resend.isPending || resend.isSuccess}
        >
          {resend.isPending ? 'Sending…' : 'Resend the link'}
        </Button>
      </div>
      <p className="email-status-note" role="status">
        {resend.isSuccess ? resend.data.message : ''}
      </p>
      <ErrorText>
        {resend.isError && errorMessage(resend.error, 'The link could not be sent. Please try again.')}
      </ErrorText>
    </div>
  );
}
