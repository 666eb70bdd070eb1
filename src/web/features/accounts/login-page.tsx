import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginResponse } from '../../../shared/api/auth';
import { MSG } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { setSession, useSession } from '../../lib/session';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { logIn } from './api';
import { loginReason, returnPath } from './login-reason';
import { PasskeySignIn } from './passkey-sign-in';
import { SignedInPanel } from './signed-in-panel';
import { SuspendedPanel, type Suspension, suspensionOf } from './suspended-panel';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const reason = loginReason(location.state);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // A suspended member's refusal, with the credentials just typed for the appeal (state only).
  const [suspended, setSuspended] = useState<(Suspension & { username: string; password: string }) | null>(
    null,
  );

  /** A password or a passkey: the session is stored the same way, then where the member was going. */
  function signedIn(session: LoginResponse) {
    setSession({
      token: session.token,
      username: session.username,
      userid: String(session.ID),
      role: session.role,
      status: session.status,
    });
    // Back to the member page that sent us here; a plain visit goes to /motd as the spec says.
    navigate(returnPath(location.state), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setSuspended(null);
    setBusy(true);
    try {
      signedIn(await logIn(username.trim(), password));
    } catch (e) {
      const suspension = suspensionOf(e);
      if (suspension) {
        setSuspended({ ...suspension, username: username.trim(), password });
        return;
      }
      // Too many attempts says so; every other failure is just 'Invalid credentials'.
      setError(
        e instanceof ApiError && e.status === 429 && e.serverMessage
          ? e.serverMessage
          : MSG.invalidCredentials,
      );
    } finally {
      setBusy(false);
    }
  }

  if (session && !busy && !passkeyBusy) {
    return (
      <Page title="Log in" narrow>
        <SignedInPanel session={session} />
      </Page>
    );
  }

  return (
    <Page title="Log in" lead={reason || undefined} narrow>
      <form className="form" onSubmit={submit}>
        <FormField
          label="Username"
          name="username"
          autoComplete="username webauthn"
          autoFocus
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <ErrorText>{error}</ErrorText>
        {error && (
          <p>
            <Link to="/forgotpassword">Forgot your password?</Link>
          </p>
        )}
      </form>
      <PasskeySignIn onSignedIn={signedIn} onBusy={setPasskeyBusy} />
      {suspended && (
        <SuspendedPanel suspension={suspended} username={suspended.username} password={suspended.password} />
      )}
      <p>
        <Link to="/forgotpassword">Reset your password</Link>
      </p>
      <p>
        New here? <Link to="/createuser">Create an account</Link>
      </p>
    </Page>
  );
}
