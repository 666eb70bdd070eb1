import { z } from 'zod';
import { isoDaySchema } from './conventions';

/**
 * Group cosplays at a con (issue 35 item 3): the contract between features/con-groups (server)
 * and features/conventions/groups (web). Claimers' and leads' names are for members only: a
 * visitor's answer has `lead: null` and no claims, only whether each character is open.
 */

export const CLAIM_STATUSES = ['pending', 'accepted'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CON_GROUP_LIMITS = {
  series: 120,
  title: 120,
  notes: 2000,
  character: 80,
  characters: 40,
} as const;

export const CON_GROUP_MESSAGES = {
  notFound: 'No such group cosplay.',
  characterNotFound: 'No such character in this group.',
  claimNotFound: 'No such claim in this group.',
  leadOnly: 'Only the group’s lead can do that.',
  leadOrOrganiser: 'Only the group’s lead or an organiser can delete it.',
  claimerOrLead: 'Only the claimer or the group’s lead can withdraw a claim.',
  taken: 'Someone just claimed that character.',
  oneClaim: 'You already claimed a character in this group.',
  doublesInUse:
    'Two members claimed the same character: move or remove one claim before turning doubles off.',
  duplicateCharacter: 'That character is already in the group.',
  noCharacters: 'Add at least one character.',
  nothingToChange: 'Send a status of accepted or a characterId.',
} as const;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is at most ${max} characters.`);
const characterName = text(CON_GROUP_LIMITS.character, 'A character’s name').min(1, 'Name the character.');
const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const conSlugParams = z.object({ slug: z.string().min(1).max(60) });
export const conGroupParams = z.object({ id });
export const conGroupClaimParams = z.object({ id, claimId: id });

/** POST /api/cons/{slug}/groups. `day` null or absent: the whole con. The title defaults to the series. */
export const newConGroupBody = z.object({
  series: text(CON_GROUP_LIMITS.series, 'The series').min(1, 'Name the series.'),
  day: isoDaySchema.nullable().optional(),
  title: text(CON_GROUP_LIMITS.title, 'The title').optional(),
  notes: text(CON_GROUP_LIMITS.notes, 'The notes').optional(),
  characters: z
    .array(characterName)
    .min(1, CON_GROUP_MESSAGES.noCharacters)
    .max(CON_GROUP_LIMITS.characters, `At most ${CON_GROUP_LIMITS.characters} characters.`),
  allowDoubles: z.boolean().optional(),
});
export type NewConGroup = z.infer<typeof newConGroupBody>;

/**
 * PUT /api/con-groups/{id} (the lead): what is given changes; characters are added and removed by
 * id. `day`: one of the con's days, or null for the whole con.
 */
export const conGroupChangesBody = z.object({
  series: text(CON_GROUP_LIMITS.series, 'The series').min(1, 'Name the series.').optional(),
  day: isoDaySchema.nullable().optional(),
  title: text(CON_GROUP_LIMITS.title, 'The title').min(1, 'Give the group a title.').optional(),
  notes: text(CON_GROUP_LIMITS.notes, 'The notes').optional(),
  allowDoubles: z.boolean().optional(),
  addCharacters: z.array(characterName).max(CON_GROUP_LIMITS.characters).optional(),
  removeCharacters: z.array(id).max(CON_GROUP_LIMITS.characters).optional(),
});
export type ConGroupChanges = z.infer<typeof conGroupChangesBody>;

export const claimBody = z.object({ characterId: id });

/** PUT /api/con-groups/{id}/claims/{claimId} (the lead): accept it, or move it to another character. */
export const claimChangeBody = z.union([
  z.object({ status: z.literal('accepted') }),
  z.object({ characterId: id }),
]);
export type ClaimChange = z.infer<typeof claimChangeBody>;

const person = z.object({ username: z.string(), name: z.string() });

export const conGroupClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  member: person,
  mine: z.boolean(),
});
export type ConGroupClaim = z.infer<typeof conGroupClaimSchema>;

export const conGroupCharacterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Nobody holds it (no pending or accepted claim of a live member), or doubles are allowed. */
  open: z.boolean(),
  /** Members only; empty for visitors. */
  claims: z.array(conGroupClaimSchema),
});
export type ConGroupCharacter = z.infer<typeof conGroupCharacterSchema>;

export const conGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  series: z.string(),
  day: z.string().nullable(),
  notes: z.string(),
  allowDoubles: z.boolean(),
  /** Null for visitors. */
  lead: person.nullable(),
  isLead: z.boolean(),
  /** The caller's claim in this group, if any. */
  myClaimId: z.number().int().nullable(),
  characters: z.array(conGroupCharacterSchema),
});
export type ConGroup = z.infer<typeof conGroupSchema>;

export const conGroupsAnswer = z.object({ groups: z.array(conGroupSchema) });
export type ConGroupsAnswer = z.infer<typeof conGroupsAnswer>;
