import { ROLES, STATE_NAMES } from '../../../src/shared/constants';
import { putProfile, signUp } from '../../api/helpers';
import { png } from '../../api/images';
import { active, bearer, expectOk, type Member, type WriteStep } from './model';

const FIRST = ['Ada', 'Bea', 'Cyd', 'Dot', 'Eli'];
const LAST = ['Stitch', 'Foam', 'Worbla', 'Glue'];
const CITIES = ['Ames', 'Wichita', 'Toledo', ''];
const STATES = STATE_NAMES.slice(0, 5);
const SOME_ROLES = ROLES.slice(0, 4);
let addresses = 0;

let photos: Buffer[] | undefined;
const photo = async (i: number) => {
  photos ??= await Promise.all([40, 48, 56].map((w) => png(w, 40)));
  return { data: photos[i % photos.length] as Buffer, filename: `p${i}.png`, type: 'image/png' };
};

const listOrNone = (items: readonly string[]) => (items.length === 0 ? 'none' : items.join(','));

export async function signUpMember({ app, model, rnd, touchedMembers }: WriteStep): Promise<string> {
  addresses += 1;
  const m = await signUp(
    app,
    {
      firstname: rnd.pick(FIRST) as string,
      lastname: rnd.pick(LAST) as string,
      // Their own address, so that their restore mail is told apart.
      recoveryemail: `diff${addresses}@example.org`,
    },
    `10.77.${(addresses >> 8) & 255}.${addresses & 255}`,
  );
  const member: Member = {
    id: m.userId,
    username: m.username,
    password: m.password,
    email: m.fields.recoveryemail as string,
    token: m.token,
    status: model.approvalRequired ? 'pending' : 'active',
    organiser: false,
  };
  model.members.push(member);
  touchedMembers.push(member);
  return `sign-up ${member.username}${model.approvalRequired ? ' (pending)' : ''}`;
}

/** A save of a few fields, privacy included: states and roles as the editor sends them. */
export async function saveProfile({
  app,
  model,
  rnd,
  touchedMembers,
}: WriteStep): Promise<string | undefined> {
  const m = rnd.pick(active(model));
  if (!m) return undefined;
  const choices: Record<string, () => string> = {
    firstname: () => rnd.pick(FIRST) as string,
    lastname: () => rnd.pick(LAST) as string,
    city: () => rnd.pick(CITIES) as string,
    state: () => listOrNone(rnd.some(STATES, 2)),
    imawhat: () => listOrNone(rnd.some(SOME_ROLES, 2)),
    about: () => `About ${rnd.int(100)}`,
    cosplaygroup: () => (rnd.chance(0.5) ? `Group ${rnd.int(3)}` : ''),
    complete: () => (rnd.chance(0.5) ? `Link ${rnd.int(3)}` : ''),
    email: () => (rnd.chance(0.5) ? 'shown@example.org' : ''),
    visibility: () => (rnd.chance(0.7) ? 'everyone' : 'members'),
    listed: () => String(rnd.chance(0.7)),
    contactvisibility: () => rnd.pick(['everyone', 'members', 'nobody']) as string,
    indexable: () => String(rnd.chance(0.7)),
  };
  const fields = Object.fromEntries(rnd.some(Object.keys(choices), 4).map((k) => [k, choices[k]?.() ?? '']));
  await expectOk('profile save', await putProfile(app, m.id, m.token, fields));
  touchedMembers.push(m);
  return `profile save ${m.username} ${JSON.stringify(fields)}`;
}

/** A profile photo or a slide: a new one, or removed. */
export async function savePhoto({ app, model, rnd, touchedMembers }: WriteStep): Promise<string | undefined> {
  const m = rnd.pick(active(model));
  if (!m) return undefined;
  const slot = rnd.pick(['profileImage', 'slideshowImage0', 'slideshowImage1']) as string;
  const remove = rnd.chance(0.25);
  const res = remove
    ? await putProfile(app, m.id, m.token, { [slot]: 'remove' })
    : await putProfile(app, m.id, m.token, {}, { [slot]: await photo(rnd.int(3)) });
  await expectOk('photo save', res);
  touchedMembers.push(m);
  return `${remove ? 'photo removed' : 'photo saved'} ${m.username} ${slot}`;
}

export async function deleteAccount(step: WriteStep): Promise<string | undefined> {
  const { app, model, rnd, mails } = step;
  const m = rnd.pick(active(model).filter((x) => !x.organiser));
  if (!m) return undefined;
  const form = { method: 'DELETE' as const, url: `/api/users/${m.id}`, headers: bearer(m.token) };
  await expectOk('account deletion', await app.inject({ ...form, payload: { password: m.password } }));
  await app.deps.jobs.runDue();
  const link = /restoreaccount\?token=([A-Za-z0-9_-]+)/;
  const mail = mails.filter((x) => x.to === m.email && link.test(x.text)).at(-1);
  m.restoreToken = mail?.text.match(link)?.[1];
  if (!m.restoreToken) throw new Error(`no restore mail for ${m.username} (${mails.length} mails)`);
  m.status = 'deleted';
  step.touchedMembers.push(m);
  return `account deleted ${m.username}`;
}

export async function restoreAccount(step: WriteStep): Promise<string | undefined> {
  const { app, model, rnd } = step;
  const m = rnd.pick(model.members.filter((x) => x.status === 'deleted' && x.restoreToken));
  if (!m) return undefined;
  const payload = { token: m.restoreToken };
  await expectOk('restore', await app.inject({ method: 'POST', url: '/api/restoreaccount', payload }));
  m.restoreToken = undefined;
  m.status = 'active';
  await logIn(step, m);
  step.touchedMembers.push(m);
  return `account restored ${m.username}`;
}

/** A fresh token (after a restore or a lifted suspension the old one is dead). */
export async function logIn({ app }: Pick<WriteStep, 'app'>, m: Member): Promise<void> {
  const payload = { username: m.username, password: m.password };
  const res = await expectOk('login', await app.inject({ method: 'POST', url: '/api/login', payload }));
  m.token = (JSON.parse(res.body) as { token: string }).token;
}

export async function logInAgain(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(active(step.model));
  if (!m) return undefined;
  await logIn(step, m);
  return `login ${m.username}`;
}

export async function postScore({ app, model, rnd }: WriteStep): Promise<string | undefined> {
  const m = rnd.pick(active(model));
  if (!m) return undefined;
  const gamescore = 100 * rnd.int(50);
  const url = `/api/users/updatescore/${m.username}/TETRIS`;
  await expectOk(
    'score',
    await app.inject({ method: 'PUT', url, payload: { gamescore }, headers: bearer(m.token) }),
  );
  return `score ${m.username} ${gamescore}`;
}
