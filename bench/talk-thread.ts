// The talk bench's comment thread (bench/talk.ts), written through the API as members write it:
// one event hosted by a member, then 500 comments on it by several signed-in members (top-level
// comments first, then replies, some with an @mention), then reactions on a quarter of them.
import { REACTION_NAMES } from '../src/shared/api/reactions';
import { hostEvent, memberCall } from './member-api';
import { rng } from './member-rows';
import type { SignedIn } from './organiser-session';

/** Top-level comments, and replies (each top-level comment gets none, one or two). */
export const THREAD_SIZES = { topLevel: 250, replies: 250 } as const;

// Sentences put together from these parts, drawn by a seeded generator: each comment its own
// text (a page renders a hundred different ones, and compresses as prose does, not as repeats).
const OPENERS = [
  'Honestly,',
  'Quick tip:',
  'For what it is worth,',
  'Last spring',
  'At the Wichita meetup',
  'After three tries',
  'Funny enough,',
  'If it helps,',
  'My partner says',
  'Same here:',
  'Not sure, but',
  'Update:',
];
const SUBJECTS = [
  'the contact cement',
  'my heat gun',
  'a layer of Plasti Dip',
  'the Worbla scraps',
  'EVA foam from the hardware store',
  'the wig I styled',
  'my first pauldron',
  'the resin cast',
  'a cheap rotary tool',
  'the sewing pattern',
  'the LED strip',
  'that primer',
];
const VERBS = [
  'held up through',
  'cracked after',
  'saved me during',
  'worked fine for',
  'smelled awful for',
  'barely survived',
  'took ages before',
  'was perfect for',
  'needed sanding after',
  'fell apart at',
];
const ENDINGS = [
  'a whole con weekend',
  'the photo shoot in the rain',
  'the drive to Kansas City',
  'two hours of posing',
  'the first fitting',
  'the humid garage',
  'the group shoot at the fountain',
  'a clumsy hug from a fan',
  'the trip through airport security',
  'the night before the deadline',
];
const EXTRAS = [
  '',
  '',
  '**Wear a respirator** when you sand it.',
  'What worked for me:\n\n- score the inside\n- heat both sides\n- press it over a bowl until it cools',
  'The guide that made it click: [a maker’s notes](https://example.org/foam-guide).',
  'Photos soon, promise.',
];

/** The text of comment `n`: one to three sentences of Markdown, every seventh mentioning a member. */
function commentText(n: number, mention: string | undefined): string {
  // Seeds spread apart (a multiplicative hash): the generator's first draws of seeds 1, 2, 3 … are alike.
  const next = rng(Math.imul(n + 1, 2654435761));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const sentences = Array.from(
    { length: 1 + Math.floor(next() * 3) },
    () => `${pick(OPENERS)} ${pick(SUBJECTS)} ${pick(VERBS)} ${pick(ENDINGS)}.`,
  );
  const parts = [sentences.join(' '), pick(EXTRAS)];
  if (mention && n % 7 === 0) parts.push(`@${mention} you asked about this one.`);
  return parts.filter(Boolean).join('\n\n');
}

export interface TalkMember extends SignedIn {
  username: string;
}

export interface SeededThread {
  eventId: number;
  /** The ids of every comment, top-level then replies. */
  commentIds: number[];
  reactions: number;
}

/** Each writer writes its share in turn; the writers write at the same time, as a busy thread has them. */
async function byWriters<T>(writers: TalkMember[], count: number, write: (i: number) => Promise<T>) {
  const out: T[] = new Array(count);
  await Promise.all(
    writers.map(async (_, w) => {
      for (let i = w; i < count; i += writers.length) out[i] = await write(i);
    }),
  );
  return out;
}

/** Hosts the event and writes the thread and its reactions; answers what the reads need. */
export async function seedThread(
  baseUrl: string,
  host: SignedIn,
  writers: TalkMember[],
  reactors: SignedIn[],
): Promise<SeededThread> {
  const eventId = await hostEvent(baseUrl, host.token, 'Foam armour build night');
  const path = `/api/comments/event/${eventId}`;
  const post = async (writer: TalkMember, n: number, parentId?: number) => {
    const mention = writers[(writers.indexOf(writer) + 1) % writers.length]?.username;
    const body = { body: commentText(n, mention), ...(parentId ? { parentId } : {}) };
    return (await memberCall<{ id: number }>(baseUrl, writer.token, 'POST', path, body, 201)).id;
  };
  const topLevel = await byWriters(writers, THREAD_SIZES.topLevel, (i) =>
    post(writers[i % writers.length]!, i),
  );
  // Top-level comments get one, two, none, one, two, none, … replies: 250 over 250.
  const parents = topLevel.flatMap((id, i) => Array.from({ length: (i + 1) % 3 }, () => id));
  if (parents.length !== THREAD_SIZES.replies) throw new Error(`${parents.length} replies planned`);
  const replies = await byWriters(writers, parents.length, (i) =>
    post(writers[(i + 3) % writers.length]!, THREAD_SIZES.topLevel + i, parents[i]),
  );
  const commentIds = [...topLevel, ...replies];

  // A quarter of the comments get one to three reactions, from different members.
  let reactions = 0;
  await Promise.all(
    reactors.map(async (reactor, r) => {
      for (const [i, id] of commentIds.entries()) {
        if (i % 4 !== 0 || r > i % 3) continue;
        const reaction = REACTION_NAMES[(i + r) % REACTION_NAMES.length];
        await memberCall(baseUrl, reactor.token, 'PUT', `/api/reactions/comment/${id}/${reaction}`);
        reactions++;
      }
    }),
  );
  return { eventId, commentIds, reactions };
}
