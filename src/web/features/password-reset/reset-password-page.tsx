import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { isValidPassword } from '../../../shared/rules/password';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';

type Stage = 'checking' | 'invalid' | 'verify-error' | 'form' | 'done';

/** Reads ?token=, verifies it on load, then lets the member choose a new password (SPEC §2, §4). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/resetpassword/verify-reset-token?token=${encodeURIComponent(token)}`)
      .then(async (response) => {
        const data = (await response.json().catch(() => ({}))) as { error?: string };
        if (cancelled) return;
        if (data.error) setStage('invalid');
        else setStage(response.ok ? 'form' : 'verify-error');
      })
      .catch(() => !cancelled && setStage('verify-error'));
    return () => {
      cancelled = true;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) return setError(MSG.resetBothFields);
    if (password !== confirm) return setError(MSG.resetNoMatch);
    if (!isValidPassword(password)) return setError(MSG.passwordRule);
    setError('');
    setBusy(true);
    try {
      const response = await fetch(`/api/resetpassword/token/${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      const data = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
      if (data.success) setStage('done');
      else if (data.error) setStage('invalid');
      else setError(MSG.resetError);
    } catch {
      setError(MSG.resetGenericError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Reset Your Password">
      {stage === 'checking' && <p role="status">Checking your reset link…</p>}
      {stage === 'invalid' && (
        <>
          <ErrorText>{MSG.resetInvalidLink}</ErrorText>
          <p>
            <Link to="/forgotpassword">Ask for a new link</Link>
          </p>
        </>
      )}
      {stage === 'verify-error' && <ErrorText>{MSG.resetVerifyError}</ErrorText>}
      {stage === 'done' && (
        <p className="success-text" role="status">
          Your password has been reset. <Link to="/login">Log in with your new password</Link>.
        </p>
      )}
      {stage === 'form' && (
        <form className="form" onSubmit={submit} noValidate>
          <FormField
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <ErrorText>{error}</ErrorText>
          <button className="button" type="submit" disabled={busy}>
            Reset Password
          </button>
        </form>
      )}
    </Page>
  );
}
