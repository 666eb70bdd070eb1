import type { MessageExportRows } from '../../db/export-messages';

/** A photo the member sent, as the archive holds it: its path in the zip and the stored photo's id. */
export interface MessagePhotoFile {
  file: string;
  photoId: string;
}

const iso = (ms: number | string | bigint) => new Date(Number(ms)).toISOString();

/** Why another member's photo is described, not included. */
export const OTHERS_PHOTO_NOTE =
  'A photo another member sent: its description is kept here, the photo itself stays theirs.';

/**
 * messages.json and the photos beside it: each conversation with its kind, title, the member's
 * own standing and read state, the other members (username and standing) and the messages in
 * order. Photos the member sent are files (messages/photos/{messageId}.webp), as their projects'
 * photos are; another member's photo is its alt text and a note, never its bytes (an archive
 * holds only what the member gave the club).
 */
export function exportedMessages(
  rows: MessageExportRows,
  userId: number,
): { messages: unknown; files: MessagePhotoFile[] } {
  const files: MessagePhotoFile[] = [];
  const conversations = rows.conversations.map((cv) => ({
    id: cv.id,
    kind: cv.kind,
    title: cv.title,
    yourState: cv.state,
    lastReadMessageId: Number(cv.last_read_id),
    startedAt: iso(cv.created_at),
    members: rows.members
      .filter((m) => m.conversation_id === cv.id)
      .map((m) => ({ username: m.username, state: m.state })),
    messages: rows.messages
      .filter((m) => m.conversation_id === cv.id)
      .map((m) => {
        const mine = m.sender_id === userId;
        let photo: { file: string; alt: string } | { alt: string; note: string } | null = null;
        if (m.photoId !== null) {
          if (mine) {
            const file = `messages/photos/${m.id}.webp`;
            files.push({ file, photoId: m.photoId });
            photo = { file, alt: m.alt ?? '' };
          } else photo = { alt: m.alt ?? '', note: OTHERS_PHOTO_NOTE };
        }
        return {
          id: m.id,
          from: m.username,
          mine,
          body: m.body,
          photo,
          createdAt: iso(m.created_at),
          ...(mine && { hiddenByOrganisers: m.hidden_at !== null }),
        };
      }),
  }));
  return { messages: { conversations }, files };
}
