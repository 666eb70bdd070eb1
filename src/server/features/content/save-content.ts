import type { ContentVersionInfo } from '../../../shared/api/content-editor';
import { CONTENT_MESSAGES } from '../../../shared/api/content-editor';
import { type ClubContent, clubContentSchema } from '../../../shared/content-schema';
import type { ContentVersionRow } from '../../db/content-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';

/**
 * Saves the club content as a new version on top of `baseVersion` (null: the content file), with
 * its audit entry in the same transaction, and serves it from this instance at once (the others
 * follow within seconds). A restore is a save of an earlier version's content.
 */
export async function saveContentVersion(
  deps: AppDeps,
  actor: SessionUser,
  content: ClubContent,
  baseVersion: number | null,
  restoredFrom?: number,
): Promise<ContentVersionInfo> {
  const now = deps.now();
  const saved = await deps.contentStore.insertOnTop(
    baseVersion,
    {
      content: JSON.stringify(content),
      createdAt: now,
      authorId: actor.userId,
      authorUsername: actor.username,
      restoredFrom,
    },
    (trx, id) =>
      deps.audit.record(
        {
          actor: { id: actor.userId, username: actor.username },
          action: restoredFrom === undefined ? 'content.save' : 'content.restore',
          detail:
            restoredFrom === undefined ? `version ${id}` : `version ${id} (restores version ${restoredFrom})`,
        },
        now,
        trx,
      ),
  );
  if (!saved) throw new HttpError(409, CONTENT_MESSAGES.stale);
  await deps.content.refresh();
  return saved;
}

/**
 * A stored version's content. Saves are validated, so this refuses only a version saved before
 * the content rules changed, naming what no longer fits.
 */
export function storedContent(row: ContentVersionRow): ClubContent {
  const parsed = clubContentSchema.safeParse(JSON.parse(row.content));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new HttpError(
    409,
    `Version ${row.id} does not fit the current content rules (${issue?.path.join('.')}: ${issue?.message})`,
  );
}

export function versionInfo(row: ContentVersionRow): ContentVersionInfo {
  return {
    id: row.id,
    createdAt: row.createdAt,
    authorUsername: row.authorUsername,
    restoredFrom: row.restoredFrom,
  };
}
