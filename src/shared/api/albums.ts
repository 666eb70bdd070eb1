import { z } from 'zod';
import { formFile } from './forms';
import { reportReason } from './moderation';
import { reactionSummary } from './reactions';

/**
 * Shoot albums after a con (issue 35 item 6; decision 32, amendment): the contract between
 * features/con-albums on the server and features/albums on the web.
 */

export const ALBUM_LIMITS = {
  title: 120,
  alt: 500,
  credit: 200,
  /** Photos in one album. */
  photos: 200,
  /** Members tagged on one photo. */
  tags: 20,
} as const;

export const ALBUM_MESSAGES = {
  notFound: 'No such album.',
  photoNotFound: 'No such photo.',
  photographersOnly: 'Only members with the Photographer role make albums.',
  notYours: 'Only the album’s photographer adds photos and tags.',
  altRequired: 'Describe the photo (alt text) before it is published.',
  full: `An album holds at most ${ALBUM_LIMITS.photos} photos.`,
  tooManyTags: `A photo can tag at most ${ALBUM_LIMITS.tags} members.`,
  noSuchMember: 'No such member.',
  tagYourself: 'You are the photographer: tag the cosplayers in the photo.',
  noTag: 'You are not tagged on this photo.',
  notYourSlot: 'That photoshoot slot is not one of yours at this con.',
  reported: 'Thank you. The organisers will look at this photo.',
  reportOwn: 'This is your own photo.',
} as const;

export const ALBUM_PHOTO_FIELD = 'photo';

export const albumVisibility = z.enum(['everyone', 'members']);
export type AlbumVisibility = z.infer<typeof albumVisibility>;

/** POST /api/cons/{slug}/albums */
export const createAlbumBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the album a title.')
    .max(ALBUM_LIMITS.title, `Keep the title under ${ALBUM_LIMITS.title} characters.`),
  visibility: albumVisibility.default('everyone'),
  shootSlotId: z.number().int().positive().nullable().default(null),
});
export type CreateAlbumRequest = z.input<typeof createAlbumBody>;

export const albumIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Photo ids are 22 url-safe characters; anything else is simply not found (404). */
export const albumPhotoParams = z.object({ photoId: z.string().max(40) });
export const isAlbumPhotoId = (id: string) => /^[A-Za-z0-9_-]{22}$/.test(id);

/** POST /api/album-photos/{photoId}/tags */
export const tagBody = z.object({ username: z.string().trim().min(1, 'Say whom to tag.').max(200) });

/** POST /api/album-photos/{photoId}/reports */
export const albumReportBody = z.object({
  reason: reportReason,
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters.').default(''),
});

const person = z.object({ username: z.string(), name: z.string() });

export const albumTag = person.extend({ approved: z.boolean() });

export const albumPhoto = z.object({
  id: z.string(),
  /** Signed addresses: the display image, a 480 px copy and the thumbnail. */
  src: z.string(),
  src480: z.string(),
  thumb: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  credit: z.string(),
  album: z.object({ id: z.number(), title: z.string() }),
  con: z.object({ slug: z.string(), name: z.string() }),
  photographer: person,
  /** Approved tags; pending ones too for the photographer and the tagged member. */
  tags: z.array(albumTag),
  /** The reactions given to it, with the viewer's own (issue 37 item 2). */
  reactions: reactionSummary,
});
export type AlbumPhoto = z.infer<typeof albumPhoto>;

export const albumAnswer = z.object({
  id: z.number(),
  title: z.string(),
  visibility: albumVisibility,
  con: z.object({ slug: z.string(), name: z.string() }),
  photographer: person,
  /** Whether the viewer is its photographer (may add photos and tags). */
  mine: z.boolean(),
  photos: z.array(albumPhoto),
});
export type AlbumAnswer = z.infer<typeof albumAnswer>;

export const memberAlbumPhotosAnswer = z.object({
  /** Photos the member took ("Photos by …"). */
  by: z.array(albumPhoto),
  /** Photos the member is tagged on and approved ("Photos of …"). */
  of: z.array(albumPhoto),
});
export type MemberAlbumPhotos = z.infer<typeof memberAlbumPhotosAnswer>;

export const waitingTagsAnswer = z.object({ photos: z.array(albumPhoto) });

export const conAlbumsAnswer = z.object({
  /** Whether the viewer may make an album here (an active member with the Photographer role). */
  canCreate: z.boolean(),
  albums: z.array(z.object({ id: z.number(), title: z.string(), photographer: person, photos: z.number() })),
});

/** POST /api/albums/{id}/photos: one photo per request (the page sends each with its own progress). */
export const albumPhotoForm = z.object({
  [ALBUM_PHOTO_FIELD]: formFile(
    'a JPEG, PNG or WebP image',
    `Send the photo as the file field "${ALBUM_PHOTO_FIELD}"`,
  ),
  alt: z
    .string({ error: ALBUM_MESSAGES.altRequired })
    .trim()
    .min(1, ALBUM_MESSAGES.altRequired)
    .max(ALBUM_LIMITS.alt, `Keep the alt text under ${ALBUM_LIMITS.alt} characters.`),
  credit: z
    .string()
    .trim()
    .max(ALBUM_LIMITS.credit, `Keep the credit under ${ALBUM_LIMITS.credit} characters.`)
    .default(''),
});
export type ConAlbums = z.infer<typeof conAlbumsAnswer>;
