import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from '../http-error';
import { saveUpload, type UploadedFile } from './upload-files';

export interface FormData {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart form (the spec's format) or a JSON object into plain string fields and files
 * written to disk (upload-files.ts). A field sent twice is refused rather than silently picking
 * one of the values, and a file is kept only under one of the names in `fileFields` (none by
 * default), so an anonymous form cannot be made to store uploads.
 */
async function readForm(request: FastifyRequest, fileFields: readonly string[] = []): Promise<FormData> {
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, UploadedFile> = Object.create(null);
  if (request.isMultipart()) {
    try {
      await readParts(request, fields, files, fileFields);
    } catch (error) {
      // Parser errors of a broken multipart body (truncated, bad boundary) are the client's fault.
      if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
      throw badRequest('The form data is not valid');
    }
    if (Object.keys(files).length > 0) stopIdleClock(request);
    return { fields, files };
  }
  return { fields: readJsonFields(request.body, fields), files };
}

/**
 * Reads the form and parses it with the route's zod schema (shared/api/forms.ts): text fields
 * are strings and file fields the uploads the pipeline wrote, in one object. The first problem
 * the schema finds answers 400 with its message. The raw form comes too, for the photo slots.
 */
export async function readFormAs<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileFields: readonly string[] = [],
): Promise<{ body: z.output<S>; form: FormData }> {
  const form = await readForm(request, fileFields);
  const parsed = schema.safeParse({ ...form.fields, ...form.files });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The form data is not valid');
  return { body: parsed.data, form };
}

/**
 * The whole form has arrived; what follows is the server's own work, which for photos includes
 * waiting their turn to decode (images/process-image.ts) and can outlast the connection's idle
 * timeout while no byte moves. That timeout is for clients that go quiet, so it stops here: the
 * save is answered however long the queue, and Node sets the keep-alive timeout once it is.
 */
function stopIdleClock(request: FastifyRequest): void {
  const socket = request.raw.socket;
  // Requests made in-process (app.inject) come on a stand-in without timeouts.
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
}

async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  files: Record<string, UploadedFile>,
  fileFields: readonly string[],
) {
  for await (const part of request.parts()) {
    if (part.fieldname in fields || part.fieldname in files) {
      throw badRequest(`The field ${part.fieldname} was sent more than once`);
    }
    if (part.type === 'file' && !fileFields.includes(part.fieldname)) {
      throw badRequest(`The field ${part.fieldname} does not take a file`);
    }
    if (part.type === 'file') {
      files[part.fieldname] = await saveUpload(request, part.file);
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
}

function readJsonFields(body: unknown, fields: Record<string, string>): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Send the form as multipart/form-data or a JSON object');
  }
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw badRequest(`The field ${key} must be text`);
    }
    fields[key] = String(value);
  }
  return fields;
}
