import zlib from 'node:zlib';
import sharp from 'sharp';

export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARK', Artist: 'gps-owner' } })
    .toBuffer();
}

export const png = (w = 300, h = 300) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
export const webp = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#33c' } })
    .webp()
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A tiny file whose header claims width×height pixels (20000×20000 by default: a decompression
 * bomb's calling card). Only the first row has data, so decoding it fails; reading the header works.
 */
export function pixelBombPng(width = 20000, height = 20000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const idat = zlib.deflateSync(Buffer.alloc(width * 3 + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG of a phone camera's full resolution (flat colour, so it is quick to make). */
export const bigJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5' } })
    .jpeg({ quality: 80 })
    .toBuffer();
