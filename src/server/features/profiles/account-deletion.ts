import { MSG } from '../../../shared/messages';
import type { JobRow } from '../../db/jobs-repo';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import type { JobName, JobPayload } from '../../jobs/job-types';
import { passOnGroupsOf } from '../../lib/group-owner-handover';
import { sendJobLink } from '../../mail/job-link';
import type { Mail } from '../../mail/mailer';
import { reseatReturningMemberAndTell } from '../../mail/seat-lost-notice';
import { freeSeatsOf } from '../../notify/freed-seats';
import { confirmCurrentPassword } from '../../security/current-password';
import { hashToken } from '../../security/tokens';

export const DELETION_MAIL_JOB = 'account-deletion-mail' satisfies JobName;
/** How long a deleted account can be restored before the sweep erases it. */
export const DELETION_GRACE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Starts a deletion: the password must be right (403 otherwise); then every session ends and the
 * member disappears from every public answer at once (queries filter on deleted_at), and a mail
 * with a restore link is queued.
 */
export async function deleteAccount(
  deps: AppDeps,
  userId: number,
  password: string | undefined,
): Promise<void> {
  const row = await deps.users.findById(userId);
  if (!row || row.deleted_at !== null) throw notFound('No such member');
  await confirmCurrentPassword(deps, row, password);
  await deps.users.markDeleted(userId, deps.now());
  await deps.sessions.deleteAllForUser(userId);
  // Their inbox, choices and digest choice go at once, not at the erasure 30 days later (issue 34 item 7).
  await deps.transaction(async (trx) => {
    await deps.notifications.forgetMember(trx, userId);
    await deps.digests.forgetMember(trx, userId);
    // Their seats and offers at coming events pass to the next in line.
    await freeSeatsOf(deps, trx, userId);
  });
  await deps.pushSubscriptions.removeAllOf(userId);
  await deps.jobs.enqueue(DELETION_MAIL_JOB, { userId });
}

/**
 * The queued mail: a single-use restore link (only its token's hash is stored), and the date the
 * data will be erased. The link is made once per job (mail/job-link.ts): a retry mails the same one.
 */
export async function sendDeletionMail(
  deps: AppDeps,
  { userId }: JobPayload<typeof DELETION_MAIL_JOB>,
  job: JobRow,
): Promise<void> {
  const row = await deps.users.findById(userId);
  if (!row || row.deleted_at === null || !row.recoveryemail) return;
  const to = row.recoveryemail;
  const eraseOn = new Date(Number(row.deleted_at) + DELETION_GRACE_MS);
  await sendJobLink(deps, job, {
    store: (tokenHash) => deps.users.setRestoreToken(userId, tokenHash),
    stillWorks: async (tokenHash) => (await deps.users.findById(userId))?.restore_token_hash === tokenHash,
    send: async (token) => {
      const link = `${deps.config.publicUrl}/restoreaccount?token=${token}`;
      const clubName = deps.content.clubName;
      await deps.mailer.send(deletionMail({ to, username: row.username, link, eraseOn, clubName }));
    },
  });
}

/**
 * Restores the account of a restore link still within its grace period; the link then stops
 * working. A seat at an event that filled up meanwhile becomes "not going", and the member is told.
 */
export async function restoreAccount(deps: AppDeps, token: string): Promise<string> {
  const username = /^[A-Za-z0-9_-]{20,200}$/.test(token)
    ? await deps.users.restore(hashToken(token), deps.now() - DELETION_GRACE_MS, (trx, userId) =>
        reseatReturningMemberAndTell(deps, trx, userId),
      )
    : undefined;
  if (!username) throw badRequest(MSG.restoreLinkInvalid);
  return username;
}

/** Hourly (from the sweep): erases the members whose grace period is over; their username is free again. */
export async function purgeDeletedAccounts(deps: AppDeps): Promise<number> {
  const before = deps.now() - DELETION_GRACE_MS;
  // The groups they own pass on first (their membership rows go with the account): each in its
  // own transaction under the group's lock; nobody acted, so nothing is audited.
  for (const member of await deps.users.deletedBefore(before))
    await deps.transaction((trx) => passOnGroupsOf(deps, trx, member, null));
  return deps.users.purgeDeletedBefore(before);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function deletionMail(options: {
  to: string;
  username: string;
  link: string;
  eraseOn: Date;
  clubName: string;
}): Mail {
  const { to, username, link, eraseOn, clubName } = options;
  const day = eraseOn.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return {
    to,
    kind: 'account-restore',
    subject: `Your ${clubName} account will be deleted on ${day}`,
    text: [
      `Hello ${username},`,
      '',
      `You asked to delete your ${clubName} account. It is hidden from everyone now, and on ${day}`,
      'your profile, photos, scores and sessions will be erased for good.',
      '',
      'Changed your mind? Open this link before then to restore everything as it was:',
      '',
      link,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(username)},</p>
<p>You asked to delete your ${escapeHtml(clubName)} account. It is hidden from everyone now, and on
${escapeHtml(day)} your profile, photos, scores and sessions will be erased for good.</p>
<p>Changed your mind? <a href="${escapeHtml(link)}">Restore my account</a> before then.</p>`,
  };
}
