import { ApiError, waitText } from '../../lib/api';
import { clearSession, getSession } from '../../lib/session';

/** The name the server gave the file (Content-Disposition), without any path in it. */
export function exportFileName(disposition: string | null, username: string): string {
  const named = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const clean = named?.replace(/[\\/]/g, '').trim();
  return clean || `${username}-export.zip`;
}

/**
 * The failure of a file download, worded as api() words it for JSON calls: the wait after a 429,
 * the server's message, and a 401 ends the session here too.
 */
async function downloadError(response: Response): Promise<ApiError> {
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
function saveFile(blob: Blob, name: string): void {
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

/** GET /api/me/export (bearer): the member's zip, saved as the server names it. Returns that name. */
export async function downloadExport(): Promise<string> {
  const session = getSession();
  const headers: Record<string, string> = { Accept: 'application/zip, application/json' };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch('/api/me/export', { headers });
  if (!response.ok) throw await downloadError(response);
  const name = exportFileName(response.headers.get('content-disposition'), session?.username ?? 'my');
  saveFile(await response.blob(), name);
  return name;
}
