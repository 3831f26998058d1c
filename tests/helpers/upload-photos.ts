// Photos for the tests of estimate requests: good ones (small, or straight
// off a phone), and the bad inputs a visitor's upload must survive.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small photo of a floor, `width`×`height`. */
export const floorPhoto = (width = 1200, height = 900, background = '#8a7f72') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** More than the 15 MB a photo may have: a JPEG's first bytes, then noise. */
export async function oversizedPhoto(bytes = 20 * 1024 * 1024): Promise<Buffer> {
  const start = await floorPhoto(64, 48);
  return Buffer.concat([start.subarray(0, 20), randomBytes(bytes - 20)]);
}

/** A program (an ELF header and code bytes), named like a photo by whoever sends it. */
export const executable = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4096)]);

/** A valid PNG whose header claims `width`×`height` (a decompression bomb: almost no bytes, billions of pixels). */
export function pngClaiming(width: number, height: number, { interlaced = false, pixels = deflateSync(Buffer.alloc(1024)) } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8-bit greyscale, or 8-bit RGB in Adam7's seven passes.
  header.set(interlaced ? [8, 2, 0, 0, 1] : [8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A progressive JPEG of a few hundred bytes whose frame header claims `width`×`height` (libjpeg keeps every coefficient of one). */
export async function progressiveJpegClaiming(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7a6e62' } })
    .jpeg({ progressive: true })
    .toBuffer();
  const frame = small.indexOf(Buffer.from([0xff, 0xc2]));
  if (frame < 0) throw new Error('no progressive frame header');
  small.writeUInt16BE(height, frame + 5);
  small.writeUInt16BE(width, frame + 7);
  return small;
}

/** A GIF whose screen and image claim `width`×`height` (decoded whole, four bytes a pixel). */
export async function gifClaiming(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7a6e62' } })
    .gif()
    .toBuffer();
  small.writeUInt16LE(width, 6);
  small.writeUInt16LE(height, 8);
  const image = small.indexOf(0x2c, 13);
  small.writeUInt16LE(width, image + 5);
  small.writeUInt16LE(height, image + 7);
  return small;
}

/**
 * A whole interlaced RGB PNG of `width`×`height` black pixels: a few hundred
 * KB (zeros compress 1000 to 1) that a decoder must hold whole.
 */
export async function interlacedPng(width: number, height: number): Promise<Buffer> {
  // Adam7: each pass's first column and row, and its steps.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  let rawBytes = 0;
  for (const [x, y, dx, dy] of passes) {
    const columns = Math.ceil((width - x) / dx);
    const rows = Math.ceil((height - y) / dy);
    if (columns > 0 && rows > 0) rawBytes += rows * (1 + columns * 3);
  }
  // Every row filter 0 and every pixel black: all zeros, deflated a slice at a time.
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = rawBytes; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(zeros.length, left)))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return pngClaiming(width, height, { interlaced: true, pixels: Buffer.concat(compressed) });
}

/** A photo cut off halfway, as a dropped connection leaves it. */
export const truncated = (photo: Buffer) => photo.subarray(0, Math.floor(photo.length / 2));

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
