import fs from 'node:fs';
import { type ClubContent, clubContentSchema } from '../shared/content-schema';
import { EMBED_HOSTS } from '../shared/profile/embeds';

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
    content.calendar.embedUrl,
    ...content.tutorials.map((t) => t.embedUrl),
    ...Object.values(content.stores).flatMap((s) => (s.mapEmbedUrl ? [s.mapEmbedUrl] : [])),
  ];
  return [...new Set(urls.map((u) => new URL(u).origin))];
}
