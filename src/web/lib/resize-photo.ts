import { cropToBlob } from '../ui/image-cropper/crop-to-blob';

/**
 * A chosen photo made ready to upload in the browser: the profile editor's crop code drawing the
 * whole photo, so it is at most 1600 px a side (the server's display size) and a JPEG. A camera
 * file of 10 MB goes up as a few hundred kB.
 */
export async function resizePhoto(file: File): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const whole = { unit: 'px' as const, x: 0, y: 0, width: image.width, height: image.height };
    return await cropToBlob(image, whole);
  } finally {
    URL.revokeObjectURL(url);
  }
}
