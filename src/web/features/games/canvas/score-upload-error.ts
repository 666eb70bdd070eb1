import { ApiError } from '../../../lib/api';

/**
 * Words a failed score upload as SPEC §8 asks: the server's message, else the error's own
 * message, else the game's fallback sentence.
 */
export function scoreUploadError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
