import type { PixelCrop } from 'react-image-crop';

/**
 * docs/product.md §9: the crop starts at 100×100 px. That is its smallest starting size: it starts as
 * the largest centred square the displayed photo holds, so Accept at once keeps most of the photo.
 */
export const INITIAL_CROP_SIZE = 100;
/** Largest side of the image we send; the server makes its own display sizes from it. */
export const MAX_OUTPUT_SIDE = 1600;

export interface Size {
  width: number;
  height: number;
}

/**
 * The initial square: the displayed image's shorter side, centred. That is at least 100 px for any
 * photo shown at least that large; a smaller image gets its own shorter side.
 */
export function initialCrop(displayed: Size): PixelCrop {
  const side = Math.max(1, Math.floor(Math.min(displayed.width, displayed.height)));
  return {
    unit: 'px',
    x: Math.round((displayed.width - side) / 2),
    y: Math.round((displayed.height - side) / 2),
    width: side,
    height: side,
  };
}

export interface CropPlan {
  /** The rectangle to read from the full-size image. */
  source: { x: number; y: number; width: number; height: number };
  /** The canvas size: the source scaled down to at most `maxSide` per side. */
  output: Size;
}

/** Maps a crop made on the displayed image to the natural image and picks the output size. */
export function planCrop(
  crop: PixelCrop,
  displayed: Size,
  natural: Size,
  maxSide = MAX_OUTPUT_SIDE,
): CropPlan {
  const scaleX = natural.width / displayed.width;
  const scaleY = natural.height / displayed.height;
  const source = {
    x: crop.x * scaleX,
    y: crop.y * scaleY,
    width: Math.min(crop.width * scaleX, natural.width),
    height: Math.min(crop.height * scaleY, natural.height),
  };
  const factor = Math.min(1, maxSide / Math.max(source.width, source.height));
  return {
    source,
    output: {
      width: Math.max(1, Math.round(source.width * factor)),
      height: Math.max(1, Math.round(source.height * factor)),
    },
  };
}
