import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type ExportedEvents, exportedScoreSchema, exportedSessionSchema } from '../../../shared/api/export';
import type { ExportedPushDevice } from '../../../shared/api/push';
import type { PhotoDetails } from '../../../shared/profile/photo-details';
import type { ExportQueries } from '../../db/export-repo';
import type { SessionRow } from '../../db/sessions-repo';
import type { UserRow } from '../../db/users-repo';
import type { MessagePhotoFile } from './messages';
import { exportedProfile, type PhotoEntry } from './profile';
import type { ProjectPhotoFile } from './projects';

const SCORES_PAGE = 500;

export interface ArchiveInput {
  user: UserRow;
  /** The photos to include: slots whose image is stored as the member's. */
  photos: PhotoEntry[];
  /** Size, alt text and credit of the profile photo and each slideshow slot (photoUrls' order). */
  photoDetails: Array<PhotoDetails | null>;
  sessions: SessionRow[];
  currentSessionId: string;
  /** events.json: their RSVPs and the events they host. */
  events: ExportedEvents;
  /** notifications.json: their inbox and their choices per type and channel. */
  notifications: unknown;
  /** con-going.json: the cons they go to, their days and costumes. */
  conGoing: unknown;
  /** push-devices.json: the devices that receive their pushes (no endpoints, no keys). */
  pushDevices: ExportedPushDevice[];
  /** con-groups.json: the group cosplays they lead and their claims (db/con-groups-repo.ts ofMember). */
  conGroups: unknown;
  /** relations.json: the members they blocked and muted, with since when (features/export/relations.ts). */
  relations: unknown;
  /** projects.json: the member's own costume projects, whatever their visibility (features/export/projects.ts). */
  projects: unknown[];
  /** Every photo of those projects, full size, in each project's folder. */
  projectPhotos: ProjectPhotoFile[];
  /** messages.json: their conversations and the messages they see (features/export/messages.ts). */
  messages: unknown;
  /** The photos they sent in messages, in messages/photos/. */
  messagePhotos: MessagePhotoFile[];
  queries: ExportQueries;
  now: number;
  log: FastifyBaseLogger;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** scores.json as a JSON array, read a page at a time as the archive is sent. */
async function* scoresJson(queries: ExportQueries, userId: number): AsyncGenerator<Buffer> {
  yield Buffer.from('[');
  let afterId = 0;
  let first = true;
  for (;;) {
    const page = await queries.scoresAfter(userId, afterId, SCORES_PAGE);
    for (const row of page) {
      const entry = exportedScoreSchema.parse({ ...row, createdAt: new Date(row.createdAt).toISOString() });
      yield Buffer.from(`${first ? '\n  ' : ',\n  '}${JSON.stringify(entry)}`);
      first = false;
    }
    if (page.length < SCORES_PAGE) break;
    afterId = page[page.length - 1]!.id;
  }
  yield Buffer.from(first ? ']\n' : '\n]\n');
}

/**
 * The member's archive as a stream. Nothing big is held in memory: scores are read a page at a
 * time and each photo is read from the database only when the archive reaches it, then piped
 * through (yazl follows the reader's pace). Photos are stored as they are (WebP is compressed).
 */
export async function exportArchive(input: ArchiveInput): Promise<Readable> {
  // Loaded with the first export: a server nobody asks one of never holds it
  // (docs/performance-history.md §3).
  const { ZipFile } = await import('yazl');
  const { user, queries, log } = input;
  const mtime = new Date(input.now);
  const zip = new ZipFile();
  // yazl's outputStream is a PassThrough; its typings call it a plain ReadableStream.
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    log.error({ err: error }, 'export archive failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  zip.addBuffer(json(exportedProfile(user, input.photos, input.photoDetails)), 'profile.json', { mtime });
  zip.addReadStreamLazy('scores.json', { mtime }, (done) =>
    done(null, Readable.from(scoresJson(queries, user.id), { objectMode: false })),
  );
  const sessions = input.sessions.map((s) =>
    exportedSessionSchema.parse({
      ...s,
      current: s.id === input.currentSessionId,
      createdAt: new Date(s.createdAt).toISOString(),
      lastUsedAt: new Date(s.lastUsedAt).toISOString(),
    }),
  );
  zip.addBuffer(json(sessions), 'sessions.json', { mtime });
  zip.addBuffer(json(input.events), 'events.json', { mtime });
  zip.addBuffer(json(input.notifications), 'notifications.json', { mtime });
  zip.addBuffer(json(input.pushDevices), 'push-devices.json', { mtime });
  zip.addBuffer(json(input.conGoing), 'con-going.json', { mtime });
  zip.addReadStreamLazy('shoots.json', { mtime }, (done) => {
    queries.shoots(user.id).then(
      (rows) => done(null, Readable.from([json(rows)], { objectMode: false })),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
  zip.addBuffer(json(input.conGroups), 'con-groups.json', { mtime });
  zip.addReadStreamLazy('albums.json', { mtime }, (done) => {
    queries.albums(user.id).then(
      (value) => done(null, Readable.from([json(value)], { objectMode: false })),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
  zip.addBuffer(json(input.projects), 'projects.json', { mtime });
  zip.addBuffer(json(input.relations), 'relations.json', { mtime });
  zip.addReadStreamLazy('follows.json', { mtime }, (done) => {
    queries.follows(user.id).then(
      (value) => done(null, Readable.from([json(value)], { objectMode: false })),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
  zip.addReadStreamLazy('comments.json', { mtime }, (done) => {
    queries.comments(user.id).then(
      (value) => done(null, Readable.from([json(value)], { objectMode: false })),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
  zip.addReadStreamLazy('groups.json', { mtime }, (done) => {
    queries.groups(user.id).then(
      (value) => done(null, Readable.from([json(value)], { objectMode: false })),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
  zip.addBuffer(json(input.messages), 'messages.json', { mtime });
  zip.addReadStreamLazy('polls.json', { mtime }, (done) => {
    queries.polls(user.id).then(
      (value) => done(null, Readable.from([json(value)], { objectMode: false })),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
  for (const photo of input.messagePhotos) {
    zip.addReadStreamLazy(photo.file, { mtime, compress: false }, (done) => {
      queries.messagePhoto(user.id, photo.photoId).then(
        (bytes) => done(null, Readable.from([bytes ?? Buffer.alloc(0)], { objectMode: false })),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  for (const photo of input.projectPhotos) {
    zip.addReadStreamLazy(photo.file, { mtime, compress: false }, (done) => {
      queries.projectPhoto(user.id, photo.photoId).then(
        // A photo deleted while the archive was on its way leaves an empty file, as for the profile's.
        (bytes) => done(null, Readable.from([bytes ?? Buffer.alloc(0)], { objectMode: false })),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  for (const photo of input.photos) {
    zip.addReadStreamLazy(photo.file, { mtime, compress: false }, (done) => {
      queries.photo(user.id, photo.imageId).then(
        // A photo replaced while the archive was on its way leaves an empty file, not a broken archive.
        (bytes) => done(null, Readable.from([bytes ?? Buffer.alloc(0)], { objectMode: false })),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return output;
}
