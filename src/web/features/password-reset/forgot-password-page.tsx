import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../../shared/messages';
import { ApiError, api } from '../../lib/api';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';

type Outcome = { kind: 'sent' | 'error'; text: string } | null;

export default function ForgotPasswordPage() {
  const [username, setUsername] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (!name) {
      setOutcome({ kind: 'error', text: MSG.forgotEnterUsername });
      return;
    }
    setBusy(true);
    try {
      await api(`/resetpassword/${encodeURIComponent(name)}`);
      setOutcome({ kind: 'sent', text: MSG.forgotAnswer });
    } catch (error) {
      // An answer that is not ok and no answer at all are worded differently.
      setOutcome({ kind: 'error', text: error instanceof ApiError ? MSG.forgotNotOk : MSG.forgotNetwork });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.kind === 'sent') {
    // The form is done: what happens next is in the member's mailbox.
    return (
      <Page title="Forgot your password?" narrow>
        <div className="card check-email">
          <p className="success-text" role="status">
            {outcome.text}
          </p>
          <p>Check your email (and its spam folder) for the link; it works once and expires.</p>
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        </div>
      </Page>
    );
  }

  return (
    <Page title="Forgot your password?" narrow>
      <p>Enter your username and we will email a reset link to your recovery address.</p>
      <form className="form" onSubmit={submit} noValidate>
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <button className="button" type="submit" disabled={busy}>
          Reset Password
        </button>
        {outcome?.kind === 'error' && <ErrorText>{outcome.text}</ErrorText>}
      </form>
    </Page>
  );
}
