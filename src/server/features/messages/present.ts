import {
  type ConversationMember,
  type ConversationSummary,
  MESSAGE_LIMITS,
  type Message,
} from '../../../shared/api/messages';
import { displayName } from '../../../shared/profile/display-name';
import type { ShownMessageRow } from '../../db/messages-repo';
import type { AppDeps } from '../../deps';
import { thumbUrl } from '../../images/process-image';
import { commentHtml } from '../../lib/comment-html';

/** A message photo's addresses (served by photo-routes.ts only when signed). */
export const messagePhotoPath = (id: string) => `/api/message-photos/${id}`;
export const messageThumbPath = (id: string) => `/api/message-photos/${id}/thumb`;

interface Person {
  username: string;
  firstname: string;
  lastname: string;
  image: string;
  visibility: string;
}

/** A member as a conversation shows them (their thumbnail signed when their profile is members-only). */
export function personOf(deps: AppDeps, person: Person): ConversationMember {
  const thumb = thumbUrl(person.image);
  return {
    username: person.username,
    name: displayName(person),
    thumbnail: person.visibility === 'members' && thumb ? deps.imageSigner.sign(thumb) : thumb,
  };
}

/** A message as the viewer sees it: the safe Markdown of the comments (no mentions), its photo signed. */
export function presentMessage(deps: AppDeps, row: ShownMessageRow, viewerId: number): Message {
  const deleted = row.deleted_at !== null;
  const photo =
    row.photo_id && !deleted
      ? {
          thumb: deps.imageSigner.sign(messageThumbPath(row.photo_id)),
          display: deps.imageSigner.sign(messagePhotoPath(row.photo_id)),
          width: row.width ?? 0,
          height: row.height ?? 0,
          alt: row.alt ?? '',
        }
      : null;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: personOf(deps, row),
    body: deleted ? '' : row.body,
    html: deleted ? '' : commentHtml(row.body, new Map()),
    photo,
    createdAt: new Date(row.created_at).toISOString(),
    deleted,
    mine: row.sender_id === viewerId,
  };
}

/** One line of a message for the list: its words flattened, 'Photo' for a photo alone. */
function previewOf(row: ShownMessageRow): string {
  if (row.deleted_at !== null) return 'Message deleted';
  const words = row.body.replace(/\s+/g, ' ').trim();
  if (!words) return row.photo_id ? 'Photo' : '';
  return words.length > MESSAGE_LIMITS.preview ? `${words.slice(0, MESSAGE_LIMITS.preview - 1)}…` : words;
}

type ConversationRow = Awaited<ReturnType<AppDeps['conversations']['listed']>>[number];

/** The viewer's conversations as summaries: the others in each, and the newest message they may see. */
export async function presentSummaries(
  deps: AppDeps,
  rows: readonly ConversationRow[],
  viewerId: number,
): Promise<ConversationSummary[]> {
  const ids = rows.map((r) => r.id);
  const lastIds = rows.flatMap((r) => (r.last_id ? [Number(r.last_id)] : []));
  const [others, lasts] = await Promise.all([
    deps.conversations.othersIn(viewerId, ids),
    deps.messages.shownMany(viewerId, lastIds),
  ]);
  return rows.map((row) => {
    const last = lasts.find((m) => m.id === Number(row.last_id));
    return {
      id: row.id,
      kind: row.kind,
      title: row.kind === 'group' ? row.title : '',
      members: others.filter((o) => o.conversation_id === row.id).map((o) => personOf(deps, o)),
      state: row.state === 'request' ? 'request' : 'active',
      last: last
        ? {
            preview: previewOf(last),
            senderName: displayName(last),
            mine: last.sender_id === viewerId,
            createdAt: new Date(last.created_at).toISOString(),
          }
        : null,
      unread: Number(row.unread),
    };
  });
}
