import { active, bearer, expectOk, type WriteStep } from './model';

/**
 * A member blocks or mutes another, or takes it back (issue 37 item 5). Blocks change what members
 * see of each other's projects, RSVPs and cosplans, never what visitors see: a kept answer must
 * not change with them, and a member's answer is never kept.
 */
export async function relate(step: WriteStep): Promise<string | undefined> {
  const members = active(step.model);
  const by = step.rnd.pick(members);
  const of = step.rnd.pick(members.filter((m) => m !== by));
  if (!by || !of) return undefined;
  const kind = step.rnd.pick(['blocks', 'mutes'] as const) ?? 'blocks';
  const method = step.rnd.chance(0.7) ? 'PUT' : 'DELETE';
  const res = await step.app.inject({
    method,
    url: `/api/me/${kind}/${of.username}`,
    headers: bearer(by.token),
  });
  await expectOk(`${kind} ${method}`, res);
  step.touchedMembers.push(by, of);
  return `${by.username} ${method === 'PUT' ? kind.slice(0, -1) : `un${kind.slice(0, -1)}`}s ${of.username}`;
}
