import { type RefinementCtx, z } from 'zod';

/**
 * Pieces of the multipart forms' schemas (sign-up, profile save, event cover, content image).
 * The server reads a form into one object, text fields as strings and files as where the upload
 * pipeline wrote them (plugins/form.ts), and parses it with the route's schema: the schema is
 * both the check and the OpenAPI description, and its first problem is the 400's message.
 */

/** A file part of a form, as the server's upload pipeline keeps it. */
export interface FormFile {
  path: string;
  size: number;
}

const isFormFile = (value: unknown): value is FormFile =>
  typeof value === 'object' && value !== null && typeof (value as FormFile).path === 'string';

/** A file field; `missing` is the message when it is absent or sent as text. */
export const formFile = (description: string, missing: string) =>
  z.custom<FormFile>(isFormFile, { error: missing }).meta({ type: 'string', format: 'binary', description });

/** Ends a form's transform with a 400 message (the checks report one problem at a time, in order). */
export function refuse(ctx: RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}
