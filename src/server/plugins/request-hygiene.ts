import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shownTextMessage, shownTextProblem } from '../../shared/rules/shown-text';
import { shownTextField } from '../../shared/rules/shown-text-fields';
import { badRequest } from '../http-error';

/**
 * A percent-encoded C0 control (%00–%1F), DEL (%7F) or C1 control (%C2%80–%C2%9F, UTF-8). Raw
 * control bytes never get this far (Node's HTTP parser refuses them), and Fastify decodes the
 * path and the query exactly once, so this is the only way one can reach a handler. `%2500`
 * (a literal "%00") does not match.
 */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;

/**
 * Control characters have no business in ids, usernames, tokens or search words, and the two
 * databases disagree about them (PostgreSQL refuses NUL, SQLite stores it). So:
 * - the address (every path segment and query key or value): no C0, DEL or C1 at all, checked
 *   before routing's handlers, hooks or the database see it;
 * - body text (JSON strings and keys, multipart field names and values): no C0 except tab,
 *   newline and carriage return (About me and Other are multi-line), no DEL;
 * - and every text value but a password (and the photos' details, JSON in a form field whose
 *   reader applies the same rule to each text), since any of them may be shown: the rule of
 *   shown text (shared/rules/shown-text.ts: no C1, no bidi overrides, no zero-width characters;
 *   names on one line), its refusal naming the field by its form's label ("First name contains
 *   invisible or direction-changing characters"). Here, in the one place every body passes,
 *   so that no field of any route, today's or a later one, can forget it.
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  // Callback style: these run on every request, and a promise per hook is worth saving.
  app.addHook('onRequest', (request, _reply, done) => {
    if (ENCODED_CONTROL.test(request.url)) {
      done(badRequest('The address contains control characters, which are not allowed'));
      return;
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (request.isMultipart()) checkMultipartFields(request);
      else if (request.body !== undefined) checkJson(request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** True for C0 controls other than tab, newline and carriage return, and for DEL. */
export function hasForbiddenBodyControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 127 || (code < 32 && code !== 9 && code !== 10 && code !== 13)) return true;
  }
  return false;
}

function refuse(field: string): never {
  throw badRequest(`The field ${field.slice(0, 40)} contains characters that are not allowed`);
}

/** `field`: the body's top-level key (named in the control refusal); `key`: the value's own. */
function checkText(text: string, field: string, key: string): void {
  if (hasForbiddenBodyControl(text)) refuse(field);
  const shown = shownTextField(key);
  const problem = shown && shownTextProblem(text, shown.kind);
  if (problem) throw badRequest(shownTextMessage(shown.label.slice(0, 60), problem));
}

/** Walks a parsed JSON body without recursion (64 KB of `[` is deep enough to blow the stack). */
function checkJson(body: unknown): void {
  const stack: Array<{ value: unknown; field: string; key: string }> = [
    { value: body, field: 'request', key: 'request' },
  ];
  while (stack.length > 0) {
    const { value, field, key } = stack.pop()!;
    if (typeof value === 'string') checkText(value, field, key);
    else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, field, key });
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (hasForbiddenBodyControl(name) || shownTextProblem(name, 'name')) refuse('name');
        stack.push({ value: item, field: field === 'request' ? name : field, key: name });
      }
    }
  }
}

/**
 * Multipart bodies are read by the handler (plugins/form.ts) as a stream of parts, after this
 * hook; so the request's part iterator is wrapped to check every text field as it is read.
 */
function checkMultipartFields(request: FastifyRequest): void {
  const parts = request.parts.bind(request);
  request.parts = (options) => checked(parts(options));
}

async function* checked(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    if (hasForbiddenBodyControl(part.fieldname) || shownTextProblem(part.fieldname, 'name')) refuse('name');
    if (part.type === 'field' && typeof part.value === 'string')
      checkText(part.value, part.fieldname, part.fieldname);
    yield part;
  }
}
