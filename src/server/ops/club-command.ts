import type { Repos } from '../db/repos';

/** Who the audit log names for what is done on the server's machine, not in the app. */
export const CONSOLE_ACTOR = 'server console';

export const CLUB_USAGE = `Usage: npm run club -- organiser add <username>
       npm run club -- organiser remove <username>
       npm run club -- organiser list`;

/** The repositories the command uses: the app's `deps`, or `createRepos` of the script. */
export type ClubCommandRepos = Pick<Repos, 'memberAdmin' | 'audit' | 'transaction'>;

/**
 * `npm run club -- …`: what only someone on the server's machine may do, with the same
 * configuration as `npm start` (SQLite or PostgreSQL). Returns the line to print; throws an Error
 * whose message is the line to print for a mistake.
 */
export async function runClubCommand(repos: ClubCommandRepos, args: string[], now: number): Promise<string> {
  const [area, action, username] = args;
  if (area !== 'organiser') throw new Error(CLUB_USAGE);
  if (action === 'list') {
    const rows = await repos.memberAdmin.listOrganisers();
    return rows.length ? rows.map((r) => r.username).join('\n') : 'No organisers yet.';
  }
  if ((action !== 'add' && action !== 'remove') || !username) throw new Error(CLUB_USAGE);

  const role = action === 'add' ? 'organiser' : 'member';
  return retriedWhileBusy(() => changeRole(repos, username, role, action, now));
}

/**
 * The command is a second process on a running server's SQLite file. Its transaction reads, then
 * writes; when the server commits in between, SQLite refuses the write at once ("database is
 * locked", SQLITE_BUSY_SNAPSHOT: the busy timeout does not wait for that). Nothing was written,
 * so the whole transaction runs again on a fresh snapshot.
 */
export async function retriedWhileBusy<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !code.startsWith('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

function changeRole(
  repos: ClubCommandRepos,
  username: string,
  role: 'organiser' | 'member',
  action: 'add' | 'remove',
  now: number,
): Promise<string> {
  return repos.transaction(async (trx) => {
    const member = await repos.memberAdmin.findByUsername(trx, username);
    if (!member || member.deleted_at !== null) throw new Error(`No member is called ${username}.`);
    if (action === 'add' && member.status !== 'active') {
      throw new Error(`${member.username} is ${member.status}: only an active member can be an organiser.`);
    }
    if (member.role === role) {
      return `${member.username} is already ${role === 'organiser' ? 'an organiser' : 'not an organiser'}.`;
    }
    await repos.memberAdmin.setRole(trx, member.id, role);
    await repos.audit.record(
      {
        actor: { id: null, username: CONSOLE_ACTOR },
        action: action === 'add' ? 'role.grant' : 'role.remove',
        member: { id: member.id, username: member.username },
      },
      now,
      trx,
    );
    return action === 'add'
      ? `${member.username} is now an organiser.`
      : `${member.username} is no longer an organiser.`;
  });
}
