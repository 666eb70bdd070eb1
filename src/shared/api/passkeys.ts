import { z } from 'zod';

/** Passkeys (issue 18, docs/decisions/0018-passkeys.md): request and answer shapes. */

export const PASSKEY_NAME_MAX = 60;

/** 403 of every /api/organisers route for an organiser without a passkey (the pages link to /settings). */
export const ORGANISER_NEEDS_PASSKEY =
  'Add a passkey in Settings before using organiser tools: your account can suspend others.';

export const passkeySchema = z.object({
  /** The credential id (base64url). */
  id: z.string(),
  name: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, or null before its first sign-in. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

/** What the browser's WebAuthn call takes (PublicKeyCredential…OptionsJSON), passed on as it is. */
const webauthnOptions = z.looseObject({ challenge: z.string() });

export const registrationOptionsResponse = z.object({ options: webauthnOptions });
export const loginOptionsResponse = z.object({
  /** Sent back with the answer: which challenge it answers. */
  challengeId: z.string(),
  options: webauthnOptions,
});
export type RegistrationOptionsResponse = z.infer<typeof registrationOptionsResponse>;
export type LoginOptionsResponse = z.infer<typeof loginOptionsResponse>;

const b64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** The authenticator's answer as @simplewebauthn/browser returns it (RegistrationResponseJSON). */
export const registrationCredential = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** AuthenticationResponseJSON. */
export const authenticationCredential = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: z.string().max(1024).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

export const passkeyLoginBody = z.object({
  challengeId: z.string().min(1).max(100),
  response: authenticationCredential,
});

const NAME_MESSAGE = `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX} characters.`;
/**
 * Adding a passkey proves the member again (issue 31): `currentpassword`, or `confirm`, an answer
 * by one of their passkeys to POST /api/passkeys/confirm/options. 403 without either.
 */
export const registerPasskeyBody = z.object({
  name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(PASSKEY_NAME_MAX, NAME_MESSAGE),
  response: registrationCredential,
  currentpassword: z.string().max(1024).optional(),
  confirm: passkeyLoginBody.optional(),
});

export const removePasskeyBody = z.object({
  password: z
    .string({ error: 'Enter your password to remove a passkey.' })
    .min(1, 'Enter your password to remove a passkey.')
    .max(1024),
});
export const passkeyIdParams = z.object({ id: b64url.max(1024) });
