import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { actionBody } from '../../../shared/api/moderation';
import {
  approveBody,
  MEMBER_ADMIN_MESSAGES,
  memberActionResult,
  organiserSettings,
  pendingMembers,
} from '../../../shared/api/organiser-members';
import { userIdParams } from '../../../shared/profile/profile-api';
import { ageOn, todayIso } from '../../../shared/rules/birthdate';
import { SETTINGS } from '../../db/settings-repo';
import { HttpError, notFound } from '../../http-error';
import { queueNotice } from '../../mail/notice-job';
import { queueNotification } from '../../notify/queue-notification';
import { currentUser } from '../../plugins/auth';
import { approvedNotice, declinedNotice } from './approval-notices';

/** The approval switch, the pending sign-ups, and approving or declining one. */
export async function approvalRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const members = deps.memberAdmin;
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.userId, username: user.username };
  };

  app.get(
    '/settings',
    {
      schema: {
        summary: 'The switches organisers set in the app (organisers only)',
        security: BEARER,
        response: { 200: organiserSettings, ...errorAnswers(401, 403) },
      },
    },
    async () => ({ approvalRequired: await deps.settings.approvalRequired() }),
  );

  app.put(
    '/settings',
    {
      schema: {
        summary: 'Switch approval of new members on or off (pending sign-ups stay pending)',
        security: BEARER,
        body: organiserSettings,
        response: { 200: organiserSettings, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { approvalRequired } = request.body;
      if (approvalRequired !== (await deps.settings.approvalRequired())) {
        await deps.settings.set(SETTINGS.approvalRequired, String(approvalRequired));
        const entry = {
          actor: actorOf(request),
          action: 'setting.approval',
          detail: approvalRequired ? 'on' : 'off',
        };
        await deps.audit.record(entry, deps.now());
      }
      return { approvalRequired };
    },
  );

  app.get(
    '/members/pending',
    {
      schema: {
        summary: 'Sign-ups waiting for approval, oldest first, with their details (organisers only)',
        security: BEARER,
        response: { 200: pendingMembers, ...errorAnswers(401, 403) },
      },
    },
    async () => {
      const today = todayIso(new Date(deps.now()));
      const rows = await members.listPending();
      return {
        members: rows.map((r) => ({
          id: r.id,
          username: r.username,
          firstname: r.firstname,
          lastname: r.lastname,
          birthdate: r.birthdate,
          age: ageOn(r.birthdate, today),
          recoveryemail: r.recoveryemail,
          referredby: r.referredby,
          createdAt: new Date(Number(r.created_at)).toISOString(),
        })),
      };
    },
  );

  /** The pending member an action is about: 404 when there is none, 409 when not pending. */
  const pendingMember = async (id: number) => {
    const member = await members.find(id);
    if (!member) throw notFound(MEMBER_ADMIN_MESSAGES.noSuchMember);
    if (member.status !== 'pending') throw new HttpError(409, MEMBER_ADMIN_MESSAGES.notPending);
    return member;
  };
  const notice = (member: Awaited<ReturnType<typeof pendingMember>>) => ({
    to: member.recoveryemail,
    firstname: member.firstname,
    username: member.username,
    clubName: deps.content.clubName,
    publicUrl: deps.config.publicUrl,
  });

  app.post(
    '/members/:id/approve',
    {
      schema: {
        summary: 'Approve a pending sign-up: the member takes part and gets a welcome mail (organisers only)',
        security: BEARER,
        params: userIdParams,
        body: approveBody,
        response: { 200: memberActionResult, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const member = await pendingMember(request.params.id);
      const note = request.body?.reason ?? '';
      await deps.transaction(async (trx) => {
        // Approved or declined by another organiser meanwhile: nothing happens, nothing is mailed.
        if (!(await members.activatePending(trx, member.id)))
          throw new HttpError(409, MEMBER_ADMIN_MESSAGES.notPending);
        const entry = { actor: actorOf(request), action: 'member.approve', member, reason: note };
        await deps.audit.record(entry, deps.now(), trx);
        await queueNotice(deps, approvedNotice(notice(member), note), trx);
        await queueNotification(
          deps,
          {
            type: 'signup-approved',
            subjectKind: '',
            subjectId: null,
            groupKey: 'signup-approved',
            actorId: null,
            data: {},
            to: { members: [member.id] },
          },
          { trx },
        );
      });
      return { message: `${member.username} is approved and was mailed a welcome.` };
    },
  );

  app.post(
    '/members/:id/decline',
    {
      schema: {
        summary: 'Decline a pending sign-up: the account is erased and the reason mailed (organisers only)',
        security: BEARER,
        params: userIdParams,
        body: actionBody,
        response: { 200: memberActionResult, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const member = await pendingMember(request.params.id);
      const { reason } = request.body;
      await deps.transaction(async (trx) => {
        if (!(await members.erasePending(trx, member.id)))
          throw new HttpError(409, MEMBER_ADMIN_MESSAGES.notPending);
        const entry = { actor: actorOf(request), action: 'member.decline', member, reason };
        await deps.audit.record(entry, deps.now(), trx);
        // The account is gone: the notice carries the address itself.
        await queueNotice(deps, declinedNotice(notice(member), reason), trx);
      });
      return {
        message: `${member.username}’s sign-up is declined: the account is erased and the reason mailed.`,
      };
    },
  );
}
