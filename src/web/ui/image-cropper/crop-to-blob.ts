import type { PixelCrop } from 'react-image-crop';
import { planCrop } from './crop-geometry';

/**
 * Draws the cropped part of the loaded image into a canvas at natural resolution (at most
 * 1600 px a side) and encodes it as a JPEG. Transparent areas become white, as JPEG has no alpha.
 */
export function cropToBlob(image: HTMLImageElement, crop: PixelCrop): Promise<Blob> {
  const { source, output } = planCrop(
    crop,
    { width: image.width, height: image.height },
    { width: image.naturalWidth, height: image.naturalHeight },
  );
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot prepare the image.'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    0,
    0,
    output.width,
    output.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The cropped image could not be prepared.'))),
      'image/jpeg',
      0.9,
    );
  });
}
