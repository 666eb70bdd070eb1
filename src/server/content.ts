import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { type ClubContent, clubContentSchema } from '../shared/content-schema';
import { EMBED_HOSTS } from '../shared/profile/embeds';
import type { ContentRepo } from './db/content-repo';

/** Reads and validates the club content file; a mistake stops the start with a clear line. */
export function loadContent(file: string): ClubContent {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read CONTENT_FILE ${file}: ${(error as Error).message}`);
  }
  const parsed = clubContentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid CONTENT_FILE ${file} at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * The only origins the CSP lets pages frame: what the content file embeds (calendar, videos,
 * maps) and the allow-listed hosts of members' calendar and Milanote embeds.
 */
export function embedHosts(content: ClubContent): string[] {
  const memberEmbeds = Object.values(EMBED_HOSTS).flatMap((hosts) => hosts.map((h) => `https://${h}/`));
  const urls = [
    ...memberEmbeds,
    ...(content.calendar.embedUrl ? [content.calendar.embedUrl] : []),
    ...content.tutorials.map((t) => t.embedUrl),
    ...Object.values(content.stores).flatMap((s) => (s.mapEmbedUrl ? [s.mapEmbedUrl] : [])),
  ];
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

/**
 * The club content as this instance serves it: the newest version organisers saved, or the
 * content file while there is none. Every instance checks the newest version's id every
 * CONTENT_CHECK_MS and reloads when it changed, so a save shows everywhere within seconds.
 */
export interface LiveContent {
  readonly current: ClubContent;
  /** Short for current.clubName (mails put it in their subject and greeting). */
  readonly clubName: string;
  /** The saved version being served; null: the content file. */
  readonly versionId: number | null;
  /** Grows with every change: what is built from the content (the page) is rebuilt once per change. */
  readonly revision: number;
  /** The CSP's frame-src for the current content, space-separated. */
  readonly frameSrc: string;
  /** Asks the database now; resolves once the newest version is the one served. */
  refresh(): Promise<void>;
  /** Resolves once a check under way has finished. */
  stop(): Promise<void>;
}

export function createLiveContent(
  fileContent: ClubContent,
  repo: ContentRepo,
  log: FastifyBaseLogger,
): LiveContent {
  let state = { content: fileContent, versionId: null as number | null, revision: 0 };
  let frameSrc = embedHosts(fileContent).join(' ');
  // One check at a time: a caller arriving meanwhile checks again after it.
  let queue = Promise.resolve();

  const load = async () => {
    const newest = await repo.newestId();
    if (newest === state.versionId) return;
    const row = newest === null ? undefined : await repo.find(newest);
    let content = fileContent;
    if (row) {
      const parsed = clubContentSchema.safeParse(JSON.parse(row.content));
      // Saves are validated, so this only follows a schema change: keep serving what we have.
      if (!parsed.success)
        log.error({ version: newest }, 'saved club content is not valid; kept the previous');
      content = parsed.success ? parsed.data : state.content;
    }
    state = { content, versionId: newest, revision: state.revision + 1 };
    frameSrc = embedHosts(content).join(' ');
  };

  const refresh = () => {
    const next = queue.then(load);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    get current() {
      return state.content;
    },
    get clubName() {
      return state.content.clubName;
    },
    get versionId() {
      return state.versionId;
    },
    get revision() {
      return state.revision;
    },
    get frameSrc() {
      return frameSrc;
    },
    refresh,
    stop() {
      return queue;
    },
  };
}
