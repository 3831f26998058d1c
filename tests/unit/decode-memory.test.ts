// What a decode is expected to take, from the header alone, and the queue
// that keeps one process's decodes within its budget.
import { describe, expect, it } from 'vitest';
import { decodeBytes, decodeQueue } from '../../server/photos/decode-memory';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round(bytes / MB);
const header = (format: string, width: number, height: number, more: Record<string, unknown> = {}) =>
  decodeBytes({ format: format as 'jpeg', width, height, channels: 3, depth: 'uchar', isProgressive: false, ...more });

describe('the memory a decode takes, from its header', () => {
  it('is small for what is read in bands, however large: a phone photo, a 48 MP or 200 MP camera JPEG, a plain PNG, WebP', () => {
    expect(mb(header('jpeg', 4032, 3024))).toBeLessThan(60);
    expect(mb(header('jpeg', 8064, 6048))).toBeLessThan(70);
    expect(mb(header('jpeg', 16320, 12240))).toBeLessThan(130);
    expect(mb(header('png', 8064, 6048))).toBeLessThan(70);
    expect(mb(header('webp', 8064, 6048))).toBeLessThan(170);
  });

  it('grows with the pixels for what is held whole, as measured: progressive JPEG, interlaced PNG, GIF, AVIF', () => {
    // Measured peaks (48 MP): progressive 4:2:0 204 MB, 4:4:4 350 MB; interlaced PNG 186 MB; GIF 298 MB; AVIF 12 MP 228 MB.
    expect(mb(header('jpeg', 8064, 6048, { isProgressive: true, chromaSubsampling: '4:2:0' }))).toBeGreaterThanOrEqual(190);
    expect(mb(header('jpeg', 8064, 6048, { isProgressive: true, chromaSubsampling: '4:4:4' }))).toBeGreaterThanOrEqual(330);
    expect(mb(header('png', 8064, 6048, { isProgressive: true }))).toBeGreaterThanOrEqual(180);
    expect(mb(header('gif', 8064, 6048, { channels: 4 }))).toBeGreaterThanOrEqual(290);
    expect(mb(header('heif', 4032, 3024))).toBeGreaterThanOrEqual(220);
  });

  it('puts the small files that declare a huge image far past a decode budget of 320 MB, and a phone photo of any kind within it', () => {
    for (const bomb of [
      header('jpeg', 14000, 15000, { isProgressive: true, chromaSubsampling: '4:2:0' }),
      header('heif', 8000, 8000),
      header('gif', 10000, 10000, { channels: 4 }),
      header('png', 10000, 10000, { isProgressive: true }),
    ])
      expect(mb(bomb)).toBeGreaterThan(320);
    for (const photo of [
      header('jpeg', 4032, 3024, { isProgressive: true, chromaSubsampling: '4:2:0' }),
      header('heif', 4032, 3024),
      header('png', 4032, 3024, { isProgressive: true }),
      header('jpeg', 8064, 6048, { isProgressive: true, chromaSubsampling: '4:2:0' }),
    ])
      expect(mb(photo)).toBeLessThanOrEqual(320);
  });

  it('counts two bytes a sample for a 10- or 12-bit AVIF', () => {
    expect(header('heif', 4032, 3024, { bitsPerSample: 10 })).toBeGreaterThan(1.9 * header('heif', 4032, 3024) - 48 * MB);
  });
});

describe('the decode queue', () => {
  /** A decode that takes `bytes` and finishes when told; records when it started. */
  function decodes(queue: ReturnType<typeof decodeQueue>) {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const run = (name: string, bytes: number) =>
      queue.run(bytes, () => {
        started.push(name);
        return new Promise<void>((resolve) => finish.set(name, resolve));
      });
    const done = async (name: string) => {
      finish.get(name)!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { started, run, done };
  }

  it('runs at most `concurrency` at once, within the budget, first come first served', async () => {
    const queue = decodeQueue({ budgetBytes: 500, concurrency: 2 });
    const { started, run, done } = decodes(queue);
    void run('a', 300);
    void run('b', 300); // would pass the budget beside a: waits
    void run('c', 100); // fits, but waits its turn behind b
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a']);
    expect(queue.inUse()).toBe(300);
    await done('a');
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.inUse()).toBe(400);
    await done('b');
    await done('c');
    expect(queue.inUse()).toBe(0);
  });

  it('runs a decode larger than the whole budget alone, rather than never', async () => {
    const queue = decodeQueue({ budgetBytes: 500, concurrency: 2 });
    const { started, run, done } = decodes(queue);
    void run('small', 100);
    void run('huge', 900);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['small']);
    await done('small');
    expect(started).toEqual(['small', 'huge']);
    await done('huge');
    expect(queue.inUse()).toBe(0);
  });

  it('says when it is idle: at once when nothing runs or waits, else when the last decode ends', async () => {
    const queue = decodeQueue({ budgetBytes: 500, concurrency: 1 });
    const { run, done } = decodes(queue);
    let idle = false;
    await queue.idle();
    void run('a', 100);
    void run('b', 100);
    void queue.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await done('a');
    expect(idle).toBe(false);
    await done('b');
    expect(idle).toBe(true);
  });

  it('frees its share when a decode fails', async () => {
    const queue = decodeQueue({ budgetBytes: 500, concurrency: 2 });
    await expect(queue.run(400, () => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(queue.inUse()).toBe(0);
  });
});
