import type SharpModule from 'sharp';

export type SharpFactory = typeof SharpModule;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) is loaded on the first photo, not at start: it adds ~12 MB of resident memory
 * and ~0.1 s of start-up to a server that may go hours without a photo
 * (docs/decisions/0020-compiled-server.md).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per decode (the default on glibc, but not everywhere); no operation
    // cache, which only helps when the same image is processed again, never the case here.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
