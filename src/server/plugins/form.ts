import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http-error';

export interface FormData {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form (the spec's format) or a JSON object into plain string fields and file
 * buffers. A field sent twice is refused rather than silently picking one of the values, and a
 * file is read into memory only under one of the names in `fileFields` (none by default), so an
 * anonymous form cannot be made to buffer uploads.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[] = [],
): Promise<FormData> {
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, Buffer> = Object.create(null);
  if (request.isMultipart()) {
    try {
      await readParts(request, fields, files, fileFields);
    } catch (error) {
      // Parser errors of a broken multipart body (truncated, bad boundary) are the client's fault.
      if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
      throw badRequest('The form data is not valid');
    }
    return { fields, files };
  }
  return { fields: readJsonFields(request.body, fields), files };
}

async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  files: Record<string, Buffer>,
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
      files[part.fieldname] = await part.toBuffer();
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
