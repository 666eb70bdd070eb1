import './passkey-sign-in.css';
import { useEffect, useRef, useState } from 'react';
import type { LoginResponse } from '../../../shared/api/auth';
import { ApiError } from '../../lib/api';
import {
  browserHasPasskeys,
  passkeyAutofillAvailable,
  passkeyCancelled,
  passkeyErrorMessage,
  signInWithPasskey,
} from '../../lib/passkeys';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';

const FALLBACK = 'Signing in with a passkey did not work. Please try again or use your password.';

/**
 * "Sign in with a passkey" under the login form, and the same offered in the username field's
 * autofill where the browser can (conditional UI: the field says `autocomplete="username webauthn"`).
 */
export function PasskeySignIn({
  onSignedIn,
  onBusy,
}: {
  onSignedIn: (answer: LoginResponse) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  // Autofill waits in the background until the member picks a passkey (or the page goes).
  useEffect(() => {
    let active = true;
    passkeyAutofillAvailable()
      .then((available) => (available && active ? signInWithPasskey(true) : undefined))
      .then((answer) => {
        if (answer && active) signedIn.current(answer);
      })
      .catch((e: unknown) => {
        // Only what the server said about a passkey the member picked; the background request's
        // own troubles (no passkeys at this address, an aborted request) are not theirs to read.
        if (active && e instanceof ApiError && e.status < 500) setError(passkeyErrorMessage(e, FALLBACK));
      });
    return () => {
      active = false;
      void import('@simplewebauthn/browser').then(({ WebAuthnAbortService }) =>
        WebAuthnAbortService.cancelCeremony(),
      );
    };
  }, []);

  async function start() {
    setError('');
    setBusy(true);
    onBusy(true);
    try {
      signedIn.current(await signInWithPasskey(false));
    } catch (e) {
      if (!passkeyCancelled(e)) setError(passkeyErrorMessage(e, FALLBACK));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  }

  if (!browserHasPasskeys()) return null;
  return (
    <div className="passkey-sign-in">
      <Button variant="secondary" onClick={start} disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
      <ErrorText>{error}</ErrorText>
    </div>
  );
}
