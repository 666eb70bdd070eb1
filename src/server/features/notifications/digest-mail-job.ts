import type { AppDeps } from '../../deps';
import type { JobName, JobPayload } from '../../jobs/job-types';
import { gatherDigest, isEmptyDigest } from './digest-content';
import { digestMailText } from './digest-text';
import { unsubscribeToken, unsubscribeUrl } from './digest-unsubscribe-token';

export const DIGEST_MAIL_JOB = 'digest-mail' satisfies JobName;

/**
 * Sends one member's digest, composed now from what they may see now: nothing when they turned
 * the digest off, stopped being able to get mail (suspended, deleted, address unconfirmed) or
 * when there is nothing to tell. A retry composes the same digest (the same `since`) with the
 * same unsubscribe link (made from their row, not kept in the job).
 */
export async function sendDigestMail(
  deps: AppDeps,
  payload: JobPayload<typeof DIGEST_MAIL_JOB>,
): Promise<void> {
  const member = await deps.digests.recipient(payload.userId);
  if (!member) return;
  const { frequency, nonce } = await deps.digests.unsubscribeState(payload.userId, deps.now());
  if (frequency === 'off') return;
  const content = await gatherDigest(deps, {
    userId: payload.userId,
    states: member.states,
    since: payload.since,
    frequency,
  });
  if (isEmptyDigest(content)) return;
  const link = unsubscribeUrl(deps.config.publicUrl, await unsubscribeToken(deps, payload.userId, nonce));
  const mail = digestMailText(content, {
    firstname: member.firstname,
    clubName: deps.content.clubName,
    publicUrl: deps.config.publicUrl,
    frequency,
    unsubscribeUrl: link,
  });
  await deps.mailer.send({
    to: member.email,
    kind: 'digest',
    ...mail,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
