import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { isValidPassword } from '../../../shared/rules/password';
import { ApiError, api } from '../../lib/api';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';

type Stage = 'checking' | 'invalid' | 'verify-error' | 'form' | 'done';

/** True when the server answered with an `error` (an invalid or expired link). */
function answerError(e: unknown): boolean {
  return e instanceof ApiError && typeof (e.body as { error?: unknown } | null)?.error === 'string';
}

/** Reads ?token=, verifies it on load, then lets the member choose a new password (docs/product.md §2, §4). */
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
    api(`/resetpassword/verify-reset-token?token=${encodeURIComponent(token)}`)
      .then(() => !cancelled && setStage('form'))
      .catch((e) => !cancelled && setStage(answerError(e) ? 'invalid' : 'verify-error'));
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
      const data = await api<{ success?: boolean }>(`/resetpassword/token/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { password },
      });
      if (data?.success) setStage('done');
      else setError(MSG.resetError);
    } catch (e) {
      if (answerError(e)) setStage('invalid');
      else setError(e instanceof ApiError ? MSG.resetError : MSG.resetGenericError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Reset Your Password" narrow>
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
