import { formatForPeople } from '../../../shared/time/zoned';
import type { OnOffers } from '../../db/rsvp-answer';
import type { AppDeps } from '../../deps';
import type { JobName, JobPayload } from '../../jobs/job-types';
import { sendNotice } from '../../mail/notice-job';
import { queueNotification } from '../../notify/queue-notification';

export const WAITLIST_SETTLE_JOB = 'waitlist-settle' satisfies JobName;
export const OFFER_MAIL_JOB = 'waitlist-offer-mail' satisfies JobName;

/**
 * How members hear of the seats offered to them, in the transaction that offered them: an inbox
 * notification (with its push), a mail when they want this kind by mail, and the settle job at the
 * offer's end, which passes the seat on if it lapses (the hourly sweep catches up if it does not
 * run). Every job is named after the offer (event, member, end), so an offer made once is told once.
 */
export const tellOffers =
  (deps: AppDeps): OnOffers =>
  async (trx, offers) => {
    for (const offer of offers) {
      const key = `${offer.eventId}:${offer.userId}:${offer.until}`;
      await queueNotification(
        deps,
        {
          type: 'waitlist-offer',
          subjectKind: 'event',
          subjectId: offer.eventId,
          groupKey: `waitlist-offer:${key}`,
          actorId: null,
          data: { until: offer.until },
          to: { members: [offer.userId] },
        },
        { trx, dedupeKey: `notify:waitlist-offer:${key}` },
      );
      await deps.jobs.enqueue(OFFER_MAIL_JOB, offer, { trx, dedupeKey: `waitlist-offer-mail:${key}` });
      await deps.jobs.enqueue(
        WAITLIST_SETTLE_JOB,
        { eventId: offer.eventId },
        { trx, runAt: offer.until, dedupeKey: `waitlist-settle:${offer.eventId}:${offer.until}` },
      );
    }
  };

/** The lapse job (and a member's leaving): the line settled now, the new offers told. */
export function settleWaitlist(deps: AppDeps, { eventId }: JobPayload<typeof WAITLIST_SETTLE_JOB>) {
  return deps.waitlists.settle(eventId, deps.now(), tellOffers(deps));
}

/** Hourly, from the sweep: every coming event's line, one at a time (a lapse job lost or late). */
export async function settleAllWaitlists(deps: AppDeps): Promise<void> {
  for (const eventId of await deps.waitlists.eventsWithLines(deps.now()))
    await settleWaitlist(deps, { eventId });
}

/** The offer's mail, sent only while it stands as made and the member wants this kind by mail. */
export async function sendOfferMail(deps: AppDeps, offer: JobPayload<typeof OFFER_MAIL_JOB>): Promise<void> {
  const facts = await deps.waitlists.offerFacts(offer.eventId, offer.userId, offer.until);
  if (!facts?.email) return;
  if ((await deps.notifications.receiving([offer.userId], 'waitlist-offer', 'email')).length === 0) return;
  const when = formatForPeople(facts.startsAt, facts.timeZone);
  const until = formatForPeople(offer.until, facts.timeZone);
  const { clubName } = deps.content;
  await sendNotice(deps, {
    to: facts.email,
    subject: `A place at ${facts.title} is held for you until ${until}`,
    paragraphs: [
      `Hello ${facts.firstname},`,
      `A place opened at ${facts.title} on ${when}, and you are next on its waitlist. It is held for you until ${until}.`,
      `Accept or decline it on the event's page: ${deps.config.publicUrl}/events/${offer.eventId}`,
      'If you do nothing, the place goes to the next member in line when the time is up.',
      `— ${clubName}`,
    ],
  });
}
