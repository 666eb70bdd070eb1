import { type ApiOptions, api } from './api';
import { type UploadProgress, xhrFetch } from './xhr-fetch';

/**
 * Like api(), for a body worth watching go out (a save with photos): `onProgress` hears how many
 * bytes were sent as they are. Answers and errors are api()'s own. Its own module, so the
 * XMLHttpRequest code loads with the editor, not with every page.
 */
export function apiUpload<T>(
  path: string,
  options: Omit<ApiOptions, 'send'> & { onProgress: (progress: UploadProgress) => void },
): Promise<T> {
  const { onProgress, ...rest } = options;
  return api<T>(path, { ...rest, send: xhrFetch(onProgress) });
}
