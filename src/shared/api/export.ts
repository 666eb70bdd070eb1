import { z } from 'zod';
import { photoCreditSchema } from '../profile/photo-details';
import { ownProfileSchema } from '../profile/profile-api';
import { sessionSchema } from './sessions';

/**
 * What `GET /api/me/export` puts in the member's archive. Each JSON file is parsed through these
 * schemas before it is written, so a column they do not name (the password hash, the username
 * key) never reaches the archive.
 */

/** One stored photo in the archive: which slot it fills, its file in the archive and its address. */
export const exportedPhotoSchema = z.object({
  /** 'profile', or 'slideshow-1' … 'slideshow-5'. */
  slot: z.string(),
  /** Path inside the archive, e.g. photos/slideshow-2.webp. */
  file: z.string(),
  /** Where the site serves it: /api/images/{id}. */
  url: z.string(),
  /** What the member wrote to describe it ('' when nothing yet). */
  alt: z.string(),
  /** Who took it, as the member credited them; null for no credit. */
  credit: photoCreditSchema.nullable(),
});

/** profile.json: everything the member gave, as their editor sees it, plus when. */
export const exportedProfileSchema = ownProfileSchema.extend({
  /** ISO 8601: when the account was made and the profile last saved. */
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(exportedPhotoSchema),
});
export type ExportedProfile = z.infer<typeof exportedProfileSchema>;

/** scores.json holds an array of these, oldest first: every score of every game. */
export const exportedScoreSchema = z.object({
  gameName: z.string(),
  score: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ExportedScore = z.infer<typeof exportedScoreSchema>;

/** sessions.json holds an array of these: the same records as GET /api/sessions. */
export const exportedSessionSchema = sessionSchema;

/** events.json: the member's answers to events, with what they answered. */
export const exportedRsvpSchema = z.object({
  eventId: z.number(),
  title: z.string(),
  /** ISO 8601 with the offset of the event's zone. */
  startsAt: z.string(),
  timeZone: z.string(),
  status: z.string(),
  cosplan: z.string(),
  photoshoot: z.boolean(),
  /** ISO 8601 (UTC): when they last answered. */
  answeredAt: z.string(),
});

/** events.json: the events the member hosts, as they saved them. */
export const exportedHostedEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  venue: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  url: z.string(),
  description: z.string(),
  visibility: z.string(),
  capacity: z.number().nullable(),
  /** How long a freed seat is held for the next member on the waitlist. */
  offerHours: z.number(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  /** A meetup at a con: the con's slug and the day (YYYY-MM-DD); null for any other event. */
  convention: z.object({ slug: z.string(), day: z.string() }).nullable(),
});

/** events.json: the member's places on events' waitlists, with the answer kept for a seat. */
export const exportedWaitlistPlaceSchema = z.object({
  eventId: z.number(),
  title: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  /** 'waiting', or 'offered' (a seat held for them until `offeredUntil`). */
  state: z.string(),
  offeredUntil: z.string().nullable(),
  cosplan: z.string(),
  /** ISO 8601 (UTC): when they joined the line. */
  joinedAt: z.string(),
});

export const exportedEventsSchema = z.object({
  rsvps: z.array(exportedRsvpSchema),
  waitlist: z.array(exportedWaitlistPlaceSchema),
  hosted: z.array(exportedHostedEventSchema),
});
export type ExportedEvents = z.infer<typeof exportedEventsSchema>;

/** The archive's name, as the download offers it. */
export const exportFileName = (username: string) => `${username.replace(/[^A-Za-z0-9._-]/g, '_')}-export.zip`;

/** The binary answer, for the OpenAPI document. */
export const zipResponse = z.any().meta({
  type: 'string',
  format: 'binary',
  description:
    'A zip archive: profile.json, scores.json, sessions.json, events.json and photos/ (profile.webp, slideshow-1.webp …)',
});
