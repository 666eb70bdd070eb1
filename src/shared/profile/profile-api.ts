import { z } from 'zod';
import { formFile, refuse } from '../api/forms';
import { MSG } from '../messages';
import { memberRole, memberStatus } from '../organisers/roles';
import { isValidPassword } from '../rules/password';
import { photoDetailsSchema } from './photo-details';
import { PRIVACY_FIELDS, parsePrivacyField, privacySchema } from './privacy';
import { checkProfileField, EDITABLE_FIELDS, type ProfileField, PUBLIC_FIELDS } from './profile-fields';
import { SLIDE_FIELD_NAMES } from './upload-fields';

type PrivacyField = (typeof PRIVACY_FIELDS)[number];

/**
 * Response shapes of the profile endpoints. The server parses every response through these
 * schemas, and zod drops unknown keys, so a birthdate or hash can never leak by accident.
 */
const textFields = Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, z.string()])) as {
  [F in (typeof PUBLIC_FIELDS)[number]]: z.ZodString;
};

export const publicProfileSchema = z.object({
  ID: z.number(),
  username: z.string(),
  ...textFields,
  /** URL of the profile photo (display size), or '' */
  image: z.string(),
  /** URL of the 200×200 thumbnail, or '' */
  thumbnail: z.string(),
  /** Size, alt text and credit of the profile photo; null without one. */
  imageDetails: photoDetailsSchema.nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** What the owner sees in the editor: the public profile plus their own private fields. */
export const ownProfileSchema = publicProfileSchema.extend({
  ...privacySchema.shape,
  birthdate: z.string(),
  recoveryemail: z.string(),
  referredby: z.string(),
  /** Five slots, each an image URL or '' */
  slideshow: z.array(z.string()).length(5),
  /** Parallel to `slideshow`: each slot's photo details, null for an empty slot. */
  slideshowDetails: z.array(photoDetailsSchema.nullable()).length(5),
  role: memberRole,
  status: memberStatus,
  /** The recovery email was confirmed by its mailed link. */
  recoveryEmailVerified: z.boolean(),
  /** The account predates verification: reset mail still reaches the unconfirmed address. */
  recoveryEmailGrandfathered: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** A member in lists and search results. */
export const profileCardSchema = z.object({
  ID: z.number(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  city: z.string(),
  state: z.string(),
  imawhat: z.string(),
  /** The profile photo (display size), or '' */
  image: z.string(),
  thumbnail: z.string(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const usersPageSchema = z.object({ users: z.array(profileCardSchema), total: z.number() });
export type UsersPage = z.infer<typeof usersPageSchema>;

export const searchResultsSchema = z.array(profileCardSchema);

export const stateNumbersSchema = z.object({
  results: z.array(z.object({ state: z.string(), count: z.number() })),
});
export type StateNumbers = z.infer<typeof stateNumbersSchema>;

export const slideshowSchema = z.object({
  images: z.array(z.string()),
  /** Parallel to `images`: each photo's size, alt text and credit. */
  details: z.array(photoDetailsSchema),
});

/** Path of the member routes: the member's own numeric id. */
export const userIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'The user id must be a number')
    .transform(Number),
});

export const usernameParams = z.object({ username: z.string().max(200) });

const photoPart = z.union([
  formFile('a photo file', 'Send the photo as a file'),
  z.string().describe('"remove", or the address of the photo the slot keeps'),
]);
const privacyText = Object.fromEntries(PRIVACY_FIELDS.map((f) => [f, z.string().optional()])) as Record<
  PrivacyField,
  z.ZodOptional<z.ZodString>
>;

/**
 * The fields of PUT /users/{id} (multipart; absent fields stay as they are), checked and
 * normalised field by field with the editor's own rules, in its order. What depends on the stored
 * profile stays with the save: whether the recovery email changed (only then is it checked, and
 * the current password needed) and the photos, which the upload pipeline checks.
 */
export const profileSaveForm = z
  .object({
    ...(Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, z.string().optional()])) as Record<
      ProfileField,
      z.ZodOptional<z.ZodString>
    >),
    ...privacyText,
    password: z.string().optional().describe('a new password; empty or absent keeps the current one'),
    currentpassword: z.string().optional().describe('required when the password or recoveryemail changes'),
    photoDetails: z
      .string()
      .optional()
      .describe(
        'JSON: per photo slot (profileImage, slideshowImage0..4) {alt, creditName, creditLink} for the photo that fills it; slots left out keep theirs',
      ),
    profileImage: photoPart.optional(),
    ...(Object.fromEntries(SLIDE_FIELD_NAMES.map((f) => [f, photoPart.optional()])) as Record<
      string,
      z.ZodOptional<typeof photoPart>
    >),
  })
  .transform((form, ctx) => {
    const text: Partial<Record<ProfileField, string>> = {};
    for (const field of EDITABLE_FIELDS) {
      const raw = form[field];
      if (raw === undefined) continue;
      if (field === 'recoveryemail') {
        text[field] = raw;
        continue;
      }
      const check = checkProfileField(field, raw);
      if (!check.ok) return refuse(ctx, check.message);
      text[field] = check.value;
    }
    const privacy: Partial<Record<PrivacyField, string | boolean>> = {};
    for (const field of PRIVACY_FIELDS) {
      const raw = form[field];
      if (raw === undefined) continue;
      const check = parsePrivacyField(field, raw);
      if (!check.ok) return refuse(ctx, check.message);
      privacy[field] = check.value;
    }
    const password = form.password ?? '';
    if (password !== '' && !isValidPassword(password)) return refuse(ctx, MSG.passwordRule);
    return { text, privacy, password, currentPassword: form.currentpassword };
  });
export type ProfileSave = z.output<typeof profileSaveForm>;
