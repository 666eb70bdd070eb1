// The accounts the mixed load signs in with beyond plain members: an organiser (who needs the
// role and a registered passkey before any /api/organisers/… route answers) and members with a
// passkey, so the settings page's reads return what a real member's would.
import type { DatabaseHandle } from '../src/server/db/connection';
import { createRepos } from '../src/server/db/repos';
import { runClubCommand } from '../src/server/ops/club-command';
import { REPORT_REASONS } from '../src/shared/api/moderation';
import { addPasskey, fetchPost } from '../tests/support/soft-authenticator';

export interface SignedIn {
  id: number;
  token: string;
}

/**
 * Before the server starts: makes `organiser` an organiser as `npm run club -- organiser add`
 * does, leaves `pending` members waiting for approval and files an open report on each of
 * `reported`, so the organisers' queues have rows to show.
 */
export async function seedOrganiserWork(
  handle: DatabaseHandle,
  work: { organiser: string; pending: string[]; reported: string[] },
): Promise<void> {
  const { db } = handle;
  const now = Date.now();
  await runClubCommand(createRepos(handle), ['organiser', 'add', work.organiser], now);
  if (work.pending.length > 0)
    await db.updateTable('users').set({ status: 'pending' }).where('username', 'in', work.pending).execute();
  const reported = work.reported.length
    ? await db.selectFrom('users').select('id').where('username', 'in', work.reported).execute()
    : [];
  const reporter = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', work.organiser)
    .executeTakeFirstOrThrow();
  if (reported.length > 0)
    await db
      .insertInto('reports')
      .values(
        reported.map(({ id }, i) => ({
          member_id: id,
          reporter_id: reporter.id,
          reason: REPORT_REASONS[i % REPORT_REASONS.length]!,
          created_at: now - i * 60_000,
          resolved_at: null,
          resolved_by: null,
        })),
      )
      .execute();
}

/** Signs in with the password through the API, as the login page does. */
export async function logIn(baseUrl: string, username: string, password: string): Promise<SignedIn> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${username}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; ID: number };
  return { id: body.ID, token: body.token };
}

/**
 * Signs in and registers a passkey with the tests' software authenticator. The server binds
 * passkeys to its PUBLIC_URL, by default http://localhost:{PORT}, whatever address we call it on.
 */
export async function logInWithPasskey(
  baseUrl: string,
  username: string,
  password: string,
): Promise<SignedIn> {
  const member = await logIn(baseUrl, username, password);
  const origin = `http://localhost:${new URL(baseUrl).port}`;
  await addPasskey(fetchPost(baseUrl), { token: member.token, password }, origin, `${username}'s bench key`);
  return member;
}
