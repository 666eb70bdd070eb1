import { ApiError, waitText } from './api';
import { clearSession, getSession } from './session';

/**
 * The failure of a file download, worded as api() words it for JSON calls: the wait after a 429,
 * the server's message, and a 401 ends the session here too.
 */
export async function downloadError(response: Response): Promise<ApiError> {
  if (response.status === 401) clearSession();
  const seconds = Number(response.headers.get('retry-after'));
  if (response.status === 429 && Number.isFinite(seconds) && seconds > 0) {
    const message = `Too many attempts. Try again in ${waitText(seconds)}.`;
    return new ApiError(429, message, message);
  }
  const body: unknown = await response.json().catch(() => null);
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : undefined;
  return new ApiError(response.status, message ?? `Request failed (${response.status})`, message, body);
}

/** Hands a file to the browser's downloads through a temporary object URL and <a download>. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL only after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET a file from /api with the session's token (a members-only file a plain link cannot fetch). */
export async function fetchFile(path: string, accept: string): Promise<Response> {
  const session = getSession();
  const headers: Record<string, string> = { Accept: `${accept}, application/json` };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(`/api${path}`, { headers });
  if (!response.ok) throw await downloadError(response);
  return response;
}
