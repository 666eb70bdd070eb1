import { ApiError } from './api';

/**
 * The words to show for a failed call, as docs/product.md §8 asks throughout: the server's
 * message when it sent one, else the error's own message, else the page's fallback sentence.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
