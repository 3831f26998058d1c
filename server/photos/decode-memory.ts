// How much memory decoding an image takes, told from its header before any
// pixel is decoded, and a queue that keeps the decodes of one process within
// a budget. Pixels alone say little: a baseline JPEG or a plain PNG is read
// a band at a time and shrunk as it is read (a 210 MP JPEG takes ~80 MB),
// while a progressive JPEG keeps every coefficient, an interlaced PNG, a GIF
// and an AVIF the whole image, so a 3 KB file can ask for a gigabyte.
//
// The figures are peak resident memory measured per format and size with
// libvips as sharp ships it, decoding to the 2560 px photo and its thumbnail
// (`npm run bench -- decode` measures them again; docs/decisions/0035): a
// fixed part for libvips' buffers and the result, bytes per pixel of the
// original for reading it in bands, and for what a format holds whole, the
// bytes per pixel it holds.
import type { Metadata } from 'sharp';

const MB = 1024 * 1024;

/** libvips' thread buffers, the 2560 px result and its JPEG: measured 46–50 MB for any 12 MP image read in bands. */
const FIXED_BYTES = 48 * MB;

/** Bytes per pixel of reading an image in bands and shrinking it as it is read (measured up to 0.4, a 48 MP PNG). */
const BANDED = 0.4;

/** Component samples a progressive JPEG stores per pixel, by its chroma subsampling. */
const PROGRESSIVE_COMPONENTS: Record<string, number> = { '4:2:0': 1.5, '4:2:2': 2, '4:4:0': 2, '4:4:4': 3, '4:4:4:4': 4 };
/** libjpeg keeps a 2-byte coefficient per sample, and works beside them (measured 3.4 bytes a pixel for 4:2:0, 6.5 for 4:4:4). */
const PROGRESSIVE_BYTES_PER_SAMPLE = 2.25;

/** Decoded whole as RGBA with its palette indices (measured 5.3). */
const GIF = 6;
/** libheif's planes, their conversion and libvips' copy (measured 17.5 for an 8-bit AVIF). */
const HEIF = 18;
/** libwebp scales as it decodes, but a 12 MP one measured 71 MB in all. */
const WEBP = 2;

/** The bytes one decode of this image holds at its peak, from its header. */
export function decodeBytes(metadata: HeaderFacts): number {
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  const channels = metadata.channels ?? 4;
  const sampleBytes = Math.max(SAMPLE_BYTES[metadata.depth ?? ''] ?? 2, Math.ceil((metadata.bitsPerSample ?? 8) / 8));
  const heldWhole = (() => {
    switch (metadata.format) {
      case 'jpeg':
        return metadata.isProgressive ?
            PROGRESSIVE_BYTES_PER_SAMPLE * (PROGRESSIVE_COMPONENTS[metadata.chromaSubsampling ?? ''] ?? Math.max(channels, 3))
          : 0;
      case 'png':
        return metadata.isProgressive ? channels * sampleBytes : 0;
      case 'gif':
        return GIF;
      case 'heif':
        return HEIF * sampleBytes;
      case 'webp':
        return WEBP;
      // TIFF may hold the whole image in one strip: counted as whole. Anything else too.
      default:
        return channels * sampleBytes;
    }
  })();
  return Math.ceil(FIXED_BYTES + pixels * (BANDED + heldWhole));
}

/** What a header says that the estimate reads. */
export type HeaderFacts = Partial<
  Pick<Metadata, 'format' | 'width' | 'height' | 'channels' | 'isProgressive' | 'chromaSubsampling' | 'depth' | 'bitsPerSample'>
>;

const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

export interface DecodeQueue {
  /** Runs `decode` once `bytes` fit in the budget beside the decodes under way, in the order asked. */
  run<T>(bytes: number, decode: () => Promise<T>): Promise<T>;
  /** Bytes the decodes under way hold, by their estimates. */
  inUse(): number;
  /** Resolves once no decode is under way or waiting (at once when none is). */
  idle(): Promise<void>;
}

/**
 * At most `concurrency` decodes at once (each keeps a core busy) whose
 * estimates add up to at most `budgetBytes`; the rest wait their turn, first
 * come first served, so a large decode is never passed over for ever. A
 * decode larger than the whole budget runs alone.
 */
export function decodeQueue({ budgetBytes, concurrency }: { budgetBytes: number; concurrency: number }): DecodeQueue {
  let inUse = 0;
  let running = 0;
  const waiting: { bytes: number; start: () => void }[] = [];
  const whenIdle: (() => void)[] = [];
  const pump = () => {
    while (waiting.length > 0 && running < concurrency && (running === 0 || inUse + waiting[0]!.bytes <= budgetBytes)) {
      const next = waiting.shift()!;
      inUse += next.bytes;
      running++;
      next.start();
    }
    if (running === 0 && waiting.length === 0) for (const resolve of whenIdle.splice(0)) resolve();
  };
  return {
    async run(bytes, decode) {
      await new Promise<void>((start) => {
        waiting.push({ bytes, start });
        pump();
      });
      try {
        return await decode();
      } finally {
        inUse -= bytes;
        running--;
        pump();
      }
    },
    inUse: () => inUse,
    idle: () => (running === 0 && waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve))),
  };
}
