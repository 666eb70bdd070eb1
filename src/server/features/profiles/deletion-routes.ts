import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteAccountBody,
  deletionStartedResponse,
  restoreAccountBody,
  restoredResponse,
} from '../../../shared/api/account-deletion';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { MSG } from '../../../shared/messages';
import { userIdParams } from '../../../shared/profile/profile-api';
import { forbidden } from '../../http-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { DELETION_GRACE_MS, deleteAccount, restoreAccount } from './account-deletion';

/** Deleting your account (with 30 days to change your mind) and restoring it from the mailed link. */
export async function deletionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const deleteSchema = {
    summary: 'Delete your account: hidden at once, erased after 30 days unless restored from the mailed link',
    security: BEARER,
    params: userIdParams,
    body: deleteAccountBody,
    response: { 200: deletionStartedResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.delete('/users/:id', { schema: deleteSchema, onRequest: requireUser }, async (request) => {
    const user = currentUser(request);
    if (request.params.id !== user.userId) throw forbidden(MSG.forbidden);
    await deleteAccount(deps, user.userId, request.body.password);
    return { deleted: true as const, eraseAfterDays: DELETION_GRACE_MS / 86_400_000 };
  });

  const restoreSchema = {
    summary: 'Restore an account being deleted, from the link mailed at deletion (single use)',
    body: restoreAccountBody,
    response: { 200: restoredResponse, ...errorAnswers(400) },
  };
  app.post('/restoreaccount', { schema: restoreSchema }, async (request) => ({
    restored: true as const,
    username: await restoreAccount(deps, request.body.token),
  }));
}
