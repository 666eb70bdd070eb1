/** Passkeys and the WebAuthn challenges handed out (migration 015). */

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  /** COSE public key from the registration. */
  public_key: Buffer;
  /** The authenticator's signature counter (0 for authenticators that do not count). */
  counter: number;
  /** Comma-separated transports the browser reported ('' when none). */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export interface WebauthnChallengesTable {
  /** Random id the client sends back with its answer. */
  id: string;
  /** SHA-256 of the challenge (base64url); the challenge itself is not stored. */
  challenge_hash: string;
  /** 'confirm': a member proves who they are with a passkey they have, to add another. */
  purpose: 'register' | 'login' | 'confirm';
  /** The member registering; null for a sign-in challenge (nobody is known yet). */
  user_id: number | null;
  expires_at: number;
  /** Where an anonymous sign-in challenge went (their number is bounded per address); migration 020. */
  client_address?: string | null;
}

export interface PasskeyTables {
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
}
