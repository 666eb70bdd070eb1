// No zod here: the browser imports these constants without pulling in the schemas.

/**
 * PUT /api/users/{id} is multipart: any of the editable text fields (absent = unchanged),
 * `password` (changed only when non-empty), `recoveryemail`, `currentpassword` (required when the
 * password or the recovery email changes), files `profileImage` and `slideshowImage0..4`, and the
 * text value REMOVE_IMAGE in one of those names to empty that slot.
 */
export const REMOVE_IMAGE = 'remove';
export const SLIDE_FIELD_NAMES = [0, 1, 2, 3, 4].map((i) => `slideshowImage${i}`);
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
