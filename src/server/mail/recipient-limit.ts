import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRule, RateLimitStore } from '../rate-limit/store';
import type { Mail, Mailer } from './mailer';

/**
 * One counter per address and kind of mail, whoever asked for it: "a+1@x" and "A@X" are "a@x"
 * (plus addressing lands in the same inbox). Hashed, so the store (Redis) holds no addresses.
 */
export function recipientKey(address: string, kind: Mail['kind'] = 'other'): string {
  const normal = address.trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  const local = at > 0 ? normal.slice(0, at) : normal;
  const plain = `${local.split('+')[0]}${at > 0 ? normal.slice(at) : ''}`;
  return `mail:to:${kind}:${createHash('sha256').update(plain).digest('base64url')}`;
}

/**
 * Every mail the site sends goes through the mailer, so this is the one place that bounds mail
 * to one address across the whole site (every instance shares the counters through the
 * rate-limit store): sign-ups or address changes naming someone else's address cannot flood
 * that inbox. Each kind of mail has its own count (Mail.kind), so the verification mails a
 * stranger causes never use up the owner's password reset or notices. A mail over the limit is
 * dropped and logged, and its job ends as done: the request that caused it has long been
 * answered as usual, so nothing tells the asker. A send that fails gives its count back (its
 * retry counts again).
 */
export function limitMailPerRecipient(
  mailer: Mailer,
  limits: RateLimitStore,
  rule: RateLimitRule,
  log: FastifyBaseLogger,
): Mailer {
  return {
    async send({ kind, ...mail }: Mail): Promise<void> {
      const key = recipientKey(mail.to, kind);
      const counter = await limits.hit(key, rule.windowMs);
      if (counter.count > rule.max) {
        log.warn(
          { kind: kind ?? 'other', limit: rule.max },
          `mail not sent: its address already had ${rule.max} mails of this kind within the hour`,
        );
        return;
      }
      try {
        await mailer.send(mail);
      } catch (error) {
        await limits.release(key).catch(() => undefined);
        throw error;
      }
    },
  };
}
