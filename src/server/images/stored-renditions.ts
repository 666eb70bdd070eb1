import type { LaterRendition } from './photo-codec';
import { runPhotoJob } from './photo-worker';
import { photoDecodes } from './process-image';
import type { RenditionWidth } from './renditions';

/**
 * Renditions made later from a stored display image (≤ 1600 px WebP): photos stored before the
 * widths existed, and link previews. Made in the photo process, in turn with every other photo;
 * the caller stores the result so it is made once.
 */
const fromDisplay = (display: Buffer, rendition: LaterRendition) =>
  photoDecodes.run(() => runPhotoJob({ kind: 'rendition', display, rendition }));

export const renditionFromDisplay = (display: Buffer, w: RenditionWidth) => fromDisplay(display, w);

export const ogFromDisplay = (display: Buffer) => fromDisplay(display, 'og');
