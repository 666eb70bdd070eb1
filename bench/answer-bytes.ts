// An answer's size as the benches report it: as JSON, and as sent to a browser (compressed, when
// it is). Shared by the projects bench (bench/projects.ts) and the talk bench (bench/talk.ts).
import http from 'node:http';
import { BROWSER_ACCEPT_ENCODING } from './read-endpoints';

/** An answer's size in bytes: as JSON, and as sent to a browser (compressed, when it is). */
export function answerBytes(
  url: string,
  session: Record<string, string>,
): Promise<{ bytes: number; wireBytes: number }> {
  const get = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          let n = 0;
          res.on('data', (chunk: Buffer) => (n += chunk.length));
          res.on('end', () =>
            res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  return Promise.all([get(session), get({ ...session, ...BROWSER_ACCEPT_ENCODING })]).then(
    ([bytes, wireBytes]) => ({
      bytes,
      wireBytes,
    }),
  );
}
