import type { Generated } from 'kysely';

/** Browsers that receive a member's Web Push messages (migration 024). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's URL for this browser: a capability, never shown back in full. */
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
  /** The member's name for the device ("Chrome on Android"). */
  label: string;
  created_at: number;
  last_push_at: number | null;
  /** The session that turned it on (migration 030); the row goes with it. Null: from before 030. */
  session_id: string | null;
  /** Failed pushes in a row; the sender removes the subscription after too many. */
  failures: Generated<number>;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
}
