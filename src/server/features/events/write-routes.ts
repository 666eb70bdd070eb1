import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { eventEditQuery } from '../../../shared/api/event-series';
import {
  createdEvent,
  EVENT_MESSAGES,
  eventBody,
  eventDetail,
  eventIdParams,
} from '../../../shared/api/events';
import { badRequest, HttpError, notFound } from '../../http-error';
import { queueNotice } from '../../mail/notice-job';
import { queueFollowerNews } from '../../notify/follower-news';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { editableEvent, eventDetailFor } from './access';
import { attendeeChange, conLinkChanged, queueEventChange } from './change-notification';
import { goersNewToMeetup, tellConGoers, withConLink } from './con-link';
import { toEventValues } from './event-values';
import { checkGroupHost } from './group-host';
import { cancelledNotice } from './notices';
import { createSeries, editSeriesFrom } from './series-writes';
import { tellOffers } from './waitlist-offers';
import { countEventWrite } from './write-limits';

/** What a refused change answers, by the repository's reason. */
function refuse(reason: 'gone' | 'cancelled' | 'capacityBelowGoing'): never {
  if (reason === 'gone') throw notFound(EVENT_MESSAGES.notFound);
  if (reason === 'cancelled') throw new HttpError(409, EVENT_MESSAGES.cancelled);
  throw badRequest(EVENT_MESSAGES.capacityBelowGoing);
}

/** Any active member makes an event; its host, and organisers through their door (audited), edit or cancel it. */
export async function eventWriteRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const createSchema = {
    summary: 'Make an event (active members); the caller is its host',
    security: BEARER,
    body: eventBody,
    response: { 201: createdEvent, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post('/events', { schema: createSchema, onRequest: requireActiveMember }, async (request, reply) => {
    const user = currentUser(request);
    const { values, link } = await withConLink(deps, request.body, toEventValues(request.body));
    await checkGroupHost(deps, user.userId, values.group_id);
    await countEventWrite(deps, 'create', user.userId);
    if (request.body.repeat) {
      const first = await createSeries(deps, user.userId, request.body, values);
      return reply.code(201).send({ id: first });
    }
    const id = await deps.events.insert(user.userId, values, deps.now(), async (trx, made) => {
      if (link) await tellConGoers(deps, trx, made, user.userId, link);
      await queueFollowerNews(deps, user.userId, { type: 'followed-event', eventId: made }, { trx });
    });
    return reply.code(201).send({ id });
  });

  const updateSchema = {
    summary: 'Change an event (its host, or an organiser with a passkey: audited); answers the event',
    description:
      'An occurrence of a series: scope=this (default) changes it alone (later edits of the series ' +
      'leave it alone); scope=following applies the fields and `repeat` from it on (the series is ' +
      'split there); scope=series to every occurrence not over and not changed on its own.',
    security: BEARER,
    params: eventIdParams,
    querystring: eventEditQuery,
    body: eventBody,
    response: { 200: eventDetail, ...errorAnswers(400, 401, 403, 404, 409) },
  };
  app.put('/events/:id', { schema: updateSchema, onRequest: requireActiveMember }, async (request) => {
    const { row, user, audit } = await editableEvent(deps, request, request.params.id, 'event.edit');
    const { values, link } = await withConLink(deps, request.body, toEventValues(request.body));
    // Left out, the event keeps its group (the form edits everything else).
    if (request.body.groupId === undefined) values.group_id = row.group_id;
    await checkGroupHost(deps, user.userId, values.group_id, row.group_id);
    const { scope } = request.query;
    if (scope !== 'this') {
      await editSeriesFrom(deps, scope, row, user, audit, request.body, values);
      return eventDetailFor(deps, row.id, user);
    }
    const change = attendeeChange(row, values);
    // Linked to a con day it was not at: that day's goers hear of the meetup, as of a new one.
    const newGoers = link && conLinkChanged(row, values) ? await goersNewToMeetup(deps, row.id, link) : [];
    const result = await deps.events.update(row.id, values, deps.now(), async (trx, offers) => {
      await audit.record(trx);
      // An occurrence changed on its own: whole-series edits leave it alone from now on.
      await deps.eventSeries.markDetached(trx, row.id);
      await tellOffers(deps)(trx, offers);
      if (change) await queueEventChange(deps, trx, row.id, user.userId, change);
      if (link) await tellConGoers(deps, trx, row.id, user.userId, link, newGoers);
    });
    if (result !== 'ok') refuse(result);
    return eventDetailFor(deps, row.id, user);
  });

  const cancelSchema = {
    summary:
      'Cancel an event (its host, or an organiser with a passkey: audited): it stays readable, RSVPs stop, attendees are mailed',
    security: BEARER,
    params: eventIdParams,
    response: { 200: eventDetail, ...errorAnswers(401, 403, 404, 409) },
  };
  app.delete('/events/:id', { schema: cancelSchema, onRequest: requireActiveMember }, async (request) => {
    const { row, user, audit } = await editableEvent(deps, request, request.params.id, 'event.cancel');
    const facts = {
      id: row.id,
      title: row.title,
      startsAt: Number(row.starts_at),
      timeZone: row.time_zone,
      venue: row.venue,
      address: row.address,
      city: row.city,
      state: row.state,
    };
    const { clubName } = deps.content;
    const { publicUrl } = deps.config;
    const result = await deps.events.cancel(row.id, deps.now(), async (trx, attendees) => {
      await audit.record(trx);
      await queueEventChange(deps, trx, row.id, user.userId, 'cancelled');
      for (const a of attendees) {
        // The one cancelling knows already.
        if (a.userId === user.userId) continue;
        const member = { to: a.email, firstname: a.firstname, clubName, publicUrl };
        await queueNotice(deps, cancelledNotice(member, facts), trx);
      }
    });
    if (result !== 'ok') refuse(result);
    return eventDetailFor(deps, row.id, user);
  });
}
