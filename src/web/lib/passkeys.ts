import type { LoginResponse } from '../../shared/api/auth';
import type {
  LoginOptionsResponse,
  Passkey,
  PasskeysResponse,
  RegistrationOptionsResponse,
} from '../../shared/api/passkeys';
import { ApiError, api } from './api';

/*
 * Passkeys in the browser (issue 18). @simplewebauthn/browser is loaded with import() when a
 * ceremony starts, so only /login and /settings ever fetch it (the startup budget is tight).
 */
const webauthn = () => import('@simplewebauthn/browser');

type OptionsJSON<T> = T extends { options: infer O } ? O : never;

/** Whether this browser can make or use passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** What proves it is the member adding a passkey: the password, or one of their passkeys. */
export type AddProof = { password: string } | { withPasskey: true };

/**
 * Creates a passkey on this device and registers it under `name`. A session alone is not enough
 * (a stolen one must not add a passkey): the member's password goes with it, or first one of
 * their passkeys answers a challenge only theirs can. The server mails a notice either way.
 */
export async function addPasskey(name: string, proof: AddProof): Promise<Passkey> {
  const { startAuthentication, startRegistration } = await webauthn();
  let confirmed: { currentpassword: string } | { confirm: { challengeId: string; response: unknown } };
  if ('password' in proof) confirmed = { currentpassword: proof.password };
  else {
    const { challengeId, options } = await api<LoginOptionsResponse>('/passkeys/confirm/options', {
      method: 'POST',
      auth: true,
      body: {},
    });
    const response = await startAuthentication({
      optionsJSON: options as unknown as OptionsJSON<Parameters<typeof startAuthentication>[0]>,
    });
    confirmed = { confirm: { challengeId, response } };
  }
  const { options } = await api<RegistrationOptionsResponse>('/passkeys/register/options', {
    method: 'POST',
    auth: true,
    body: {},
  });
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return api<Passkey>('/passkeys/register', {
    method: 'POST',
    auth: true,
    body: { name, response, ...confirmed },
  });
}

export function listPasskeys(signal?: AbortSignal) {
  return api<PasskeysResponse>('/passkeys', { auth: true, signal });
}

export function removePasskey(id: string, password: string) {
  return api<null>(`/passkeys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    body: { password },
  });
}

/** Whether the browser offers passkeys in the username field's autofill (conditional UI). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const { browserSupportsWebAuthnAutofill } = await webauthn();
  return browserSupportsWebAuthnAutofill();
}

/**
 * Signs in with a discoverable passkey: `autofill` waits for the member to pick one from the
 * username field's suggestions; otherwise the browser asks at once. Answers as POST /login does.
 */
export async function signInWithPasskey(autofill = false): Promise<LoginResponse> {
  const { startAuthentication } = await webauthn();
  const { challengeId, options } = await api<LoginOptionsResponse>('/passkeys/login/options', {
    method: 'POST',
    body: {},
  });
  const response = await startAuthentication({
    optionsJSON: options as unknown as OptionsJSON<Parameters<typeof startAuthentication>[0]>,
    useBrowserAutofill: autofill,
  });
  return api<LoginResponse>('/passkeys/login', { method: 'POST', body: { challengeId, response } });
}

/** A ceremony the member or the page ended (closed prompt, another ceremony started): say nothing. */
export function passkeyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return code === 'ERROR_CEREMONY_ABORTED' || error.name === 'AbortError';
}

/** Plain words for a failed ceremony: the server's message, else what the browser said. */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  const code = error instanceof Error ? (error as { code?: string }).code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already has a passkey for your account.';
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    return 'Passkeys do not work at this address. Open the site at its usual address and try again.';
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey prompt was closed or timed out. Please try again.';
  return fallback;
}
