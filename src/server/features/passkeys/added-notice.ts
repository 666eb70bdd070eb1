import type { Notice } from '../../mail/notice-job';

export interface PasskeyAdded {
  to: string;
  firstname: string;
  username: string;
  /** The name the member gave the passkey. */
  passkeyName: string;
  /** 'platform' (the device's own lock), 'cross-platform' (a security key or phone), or unknown. */
  attachment: string | undefined;
  /** The browser that added it (its User-Agent) and the client address. */
  userAgent: string;
  ip: string;
  at: number;
  clubName: string;
  publicUrl: string;
}

const KINDS: Record<string, string> = {
  platform: 'the device’s own screen lock, fingerprint or face',
  'cross-platform': 'a security key or another phone',
};

/** Control characters out, and not too long: the browser's words go into a mail. */
const plain = (text: string, max: number) =>
  text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
    .slice(0, max) || 'unknown';

/**
 * The mail every added passkey sends the member (issue 31): which device, from where, and how to
 * remove it, so a passkey added with a stolen session does not go unnoticed.
 */
export function passkeyAddedNotice(added: PasskeyAdded): Notice {
  const kind = (added.attachment && KINDS[added.attachment]) || 'an authenticator the browser chose';
  return {
    to: added.to,
    subject: `A passkey was added to your ${added.clubName} account`,
    paragraphs: [
      `Hello ${added.firstname},`,
      `A passkey named “${plain(added.passkeyName, 60)}” was added to your account (${added.username}) on ${new Date(added.at).toUTCString()}. It signs in without your password.`,
      `Device: ${kind}, through the browser “${plain(added.userAgent, 200)}” from the address ${plain(added.ip, 64)}.`,
      `If this was you, there is nothing to do. If it was not, remove it now: sign in, open Settings → Passkeys and choose Remove next to it (${added.publicUrl}/settings). Then change your password in Settings, which signs out every other device.`,
    ],
    security: true,
  };
}
