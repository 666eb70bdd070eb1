import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http-error';

export interface FormData {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart form (the spec's format) or a JSON object into plain string fields and file
 * buffers. A field sent twice is refused rather than silently picking one of the values.
 */
export async function readForm(request: FastifyRequest): Promise<FormData> {
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, Buffer> = Object.create(null);
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.fieldname in fields || part.fieldname in files) {
        if (part.type === 'file') await part.toBuffer();
        throw badRequest(`The field ${part.fieldname} was sent more than once`);
      }
      if (part.type === 'file') {
        files[part.fieldname] = await part.toBuffer();
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
    return { fields, files };
  }
  const body = request.body;
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
  return { fields, files };
}
