// Child process of bench/photo-load.ts: sends the photo saves from a process of its own, so that
// building and sending large uploads does not stall the event loop that measures the reads.
// Input (env): BASE_URL, SAVERS (JSON [{ userId, token }]), PHOTOS (JSON list of JPEG paths).
// Output: one JSON line { statuses, seconds }.
import fs from 'node:fs';

const FIELDS = ['profileImage', ...[0, 1, 2, 3, 4].map((i) => `slideshowImage${i}`)];

async function main() {
  const baseUrl = process.env.BASE_URL as string;
  const savers = JSON.parse(process.env.SAVERS ?? '[]') as Array<{ userId: number; token: string }>;
  const photos = (JSON.parse(process.env.PHOTOS ?? '[]') as string[]).map((p) => fs.readFileSync(p));
  const forms = savers.map(() => {
    const form = new FormData();
    FIELDS.forEach((name, i) => {
      const data = photos[i % photos.length] as Buffer;
      form.set(name, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `p${i}.jpg`);
    });
    return form;
  });
  const started = performance.now();
  const statuses = await Promise.all(
    savers.map(async ({ userId, token }, i) => {
      const res = await fetch(`${baseUrl}/api/users/${userId}`, {
        method: 'PUT',
        body: forms[i],
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  console.log(JSON.stringify({ statuses, seconds: (performance.now() - started) / 1000 }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
