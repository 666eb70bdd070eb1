import { fetchFile, saveFile } from '../../lib/download';
import { getSession } from '../../lib/session';

/** The name the server gave the file (Content-Disposition), without any path in it. */
export function exportFileName(disposition: string | null, username: string): string {
  const named = disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const clean = named?.replace(/[\\/]/g, '').trim();
  return clean || `${username}-export.zip`;
}

/** GET /api/me/export (bearer): the member's zip, saved as the server names it. Returns that name. */
export async function downloadExport(): Promise<string> {
  const response = await fetchFile('/me/export', 'application/zip');
  const name = exportFileName(response.headers.get('content-disposition'), getSession()?.username ?? 'my');
  saveFile(await response.blob(), name);
  return name;
}
