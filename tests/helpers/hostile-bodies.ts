// What a hostile visitor sends to the photo paths, made here so the probe
// (npm run bench -- attacks) and the process tests send the same bytes:
// multipart bodies cut short, and images whose header promises far more
// pixels than the file holds.
import { readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { gifClaiming, interlacedPng, progressiveJpegClaiming } from './upload-photos';

const BOUNDARY = '----probe0123456789';

/** The headers of a multipart post of `bodyLength` bytes to `path`. */
function multipartHead(path: string, host: string, bodyLength: number): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
    `Content-Length: ${bodyLength}\r\nConnection: close\r\n\r\n`
  );
}

/** The start of one file part: its headers, then the bytes that follow them. */
function filePartHead(name = 'photos', filename = 'floor.jpg'): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
}

/**
 * A whole request whose body is one file part with no closing boundary, its
 * Content-Length exactly what is sent: the multipart reader runs out of input
 * inside the part.
 */
export function unterminatedMultipart(path: string, host: string, part: { name?: string; filename?: string } = {}): Buffer {
  const body = Buffer.concat([Buffer.from(filePartHead(part.name, part.filename)), Buffer.alloc(200, 0xff)]);
  return Buffer.concat([Buffer.from(multipartHead(path, host, body.length)), body]);
}

/** Sends raw bytes and resolves with what came back (the status line, or '' when the connection was cut). */
export function sendRaw(port: number, bytes: Buffer, { hangUpAfterMs }: { hangUpAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.write(bytes);
    if (hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), hangUpAfterMs);
  });
}

/**
 * A multipart upload that sends a photo part's header and `bytes` of it, then
 * hangs up (the length it declared is far more). Resolves once it has.
 */
export function abandonedMultipart(port: number, path: string, bytes: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    socket.write(multipartHead(path, `127.0.0.1:${port}`, bytes + 1_000_000));
    socket.write(filePartHead());
    let left = bytes;
    const chunk = Buffer.alloc(64 * 1024, 0xd8);
    const more = () => {
      while (left > 0) {
        const piece = chunk.subarray(0, Math.min(chunk.length, left));
        left -= piece.length;
        if (!socket.write(piece)) return void socket.once('drain', more);
      }
      // Long enough for the bytes to be read into a file before the hang-up.
      setTimeout(() => socket.destroy(), 150);
    };
    more();
  });
}

/** A raw upload (the form's script's way) that sends `bytes` of a photo, then hangs up. */
export function abandonedUpload(port: number, bytes: number, token = ''): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    socket.write(
      `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: image/jpeg\r\nX-Form-Token: ${token}\r\n` +
        `Content-Length: ${bytes + 1_000_000}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(bytes, 0xd8), () => setTimeout(() => socket.destroy(), 150));
  });
}

/**
 * Small files whose header promises a huge image (decompression bombs). The
 * AVIF is a real 8000 × 8000 one of one colour, 1,103 bytes (its encoding
 * takes seconds, so it is kept in tests/fixtures/); the JPEG and GIF are
 * small images with the sizes in their headers changed, the PNG is whole.
 */
export const imageBombs = {
  /** 14000 × 15000 progressive JPEG: libjpeg keeps every coefficient of a progressive image. */
  progressiveJpeg: () => progressiveJpegClaiming(14000, 15000),
  /** 8000 × 8000 AVIF: decoded whole by libheif. */
  avif: () => readFile(path.resolve('tests/fixtures/avif-8000x8000.avif')),
  /** 10000 × 10000 GIF: decoded whole as RGBA. */
  gif: () => gifClaiming(10000, 10000),
  /** 10000 × 10000 interlaced PNG: an interlaced PNG is decoded whole. */
  interlacedPng: () => interlacedPng(10000, 10000),
};

/**
 * A PNG of a few KB that becomes a much larger JPEG: one row of noise
 * repeated (the PNG stores one row and "same as above"; a JPEG stores every
 * block of detail).
 */
export async function smallPngThatGrows(width = 2400, height = 1800): Promise<Buffer> {
  const row = Buffer.alloc(width * 3);
  let seed = 7;
  for (let i = 0; i < row.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    row[i] = seed >> 23;
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) row.copy(pixels, y * row.length);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/**
 * A multipart upload that sends a photo part's header and `bytes` of it, then
 * goes quiet without hanging up, until the server closes the connection
 * (its request timeout). Resolves with the status line it got, if any.
 */
export function stalledMultipart(port: number, path: string, bytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.write(multipartHead(path, `127.0.0.1:${port}`, bytes + 1_000_000));
    socket.write(filePartHead());
    socket.write(Buffer.alloc(bytes, 0xd8));
  });
}
