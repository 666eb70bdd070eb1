import { acceptedEncoding, compress, type PageEncoding } from '../lib/compress';
import type { CachedAnswer } from './answer-cache';

/** Answers smaller than this go as they are: compressing them would save less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/** One form of an answer on the wire: its bytes, their ETag and their Content-Encoding, if any. */
export interface AnswerForm {
  body: Buffer;
  etag: string;
  encoding?: PageEncoding;
}

/** A kept answer, with the compressed forms made for it so far (each made once, on first ask). */
export interface EncodableAnswer extends CachedAnswer {
  encoded?: Partial<Record<PageEncoding, AnswerForm>>;
}

/**
 * The form of the answer this request takes. Kept answers of a kilobyte or more (event lists,
 * search pages) go compressed to a client that accepts brotli or gzip, as browsers do: a phone
 * downloads a fifth of the bytes, and the server writes less to each socket. The compressed form
 * is made once per kept answer (brotli 5 or gzip 6, well under a millisecond at these sizes) and
 * has its own ETag, as a different representation must. Answers made for one caller only
 * (`kept` false: a member's view of a con's sections, 20–50 KB) are compressed for that one
 * request with less effort (brotli 3 / gzip 1): a fraction of a millisecond against a phone
 * downloading five times the bytes.
 */
export function answerFormFor(
  answer: EncodableAnswer,
  acceptEncoding: string | string[] | undefined,
  kept: boolean,
): AnswerForm {
  const encoding = answer.body.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(acceptEncoding) : undefined;
  if (!encoding) return answer;
  answer.encoded ??= {};
  let form = answer.encoded[encoding];
  if (!form) {
    form = {
      body: compress(answer.body, encoding, kept ? 'fast' : 'quick'),
      etag: `${answer.etag.slice(0, -1)}-${encoding}"`,
      encoding,
    };
    answer.encoded[encoding] = form;
  }
  return form;
}

/** Whether the answer's form depends on Accept-Encoding (for the Vary header). */
export const variesByEncoding = (answer: CachedAnswer) => answer.body.length >= MIN_COMPRESSED_BYTES;
