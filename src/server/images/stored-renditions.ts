import type { Sharp } from 'sharp';
import { MAX_PIXELS, photoDecodes } from './process-image';
import { type RenditionWidth, toOg, toWidth } from './renditions';
import { loadSharp } from './sharp';

/**
 * Renditions made later from a stored display image (≤ 1600 px WebP): photos stored before the
 * widths existed, and link previews. Decoded in turn with every other photo of the process; the
 * caller stores the result so it is made once.
 */
const fromDisplay = (display: Buffer, pipeline: (image: Sharp) => Sharp) =>
  photoDecodes.run(async () => {
    const sharp = await loadSharp();
    return pipeline(sharp(display, { limitInputPixels: MAX_PIXELS })).toBuffer();
  });

export const renditionFromDisplay = (display: Buffer, w: RenditionWidth) =>
  fromDisplay(display, (image) => toWidth(image, w));

export const ogFromDisplay = (display: Buffer) => fromDisplay(display, toOg);
