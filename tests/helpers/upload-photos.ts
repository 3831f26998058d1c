// Photos for the tests of estimate requests: good ones (small, or straight
// off a phone), and the bad inputs a visitor's upload must survive.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
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
export function pngClaiming(width: number, height: number): Buffer {
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
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
