import type { Trx } from '../db/transaction';
import type { AppDeps } from '../deps';
import { queueNotification } from './queue-notification';

/** Organisers hear of a new report or appeal in their queue (one unread row: "3 new reports to review"). */
export const queueForOrganisers = (deps: AppDeps, actorId: number, trx?: Trx) =>
  queueNotification(
    deps,
    {
      type: 'organiser-queue',
      subjectKind: '',
      subjectId: null,
      groupKey: 'organiser-queue:reports',
      actorId,
      data: { what: 'report' },
      to: { rule: 'organisers' },
    },
    { trx },
  );
