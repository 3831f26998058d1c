// The traffic log: one file per UTC day and process, old days deleted, and the
// disk budget kept by processes that never talk to each other.
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTrafficLog, type TrafficLogOptions } from '../../server/traffic/traffic-log';
import { TRAFFIC_EVENT_VERSION, eventTime, type TrafficEvent } from '../../server/traffic/traffic-event';
import { trafficLogBytes } from '../helpers/stored-traffic';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-25T23:59:00Z');

const view = (at: number, page = '/services'): TrafficEvent => ({
  v: TRAFFIC_EVENT_VERSION,
  at: eventTime(at),
  type: 'view',
  page,
  visit: '0123456789abcdef',
});

const lead = (at: number): TrafficEvent => ({ v: TRAFFIC_EVENT_VERSION, at: eventTime(at), type: 'lead', page: '/contact' });

async function folder() {
  return mkdtemp(path.join(os.tmpdir(), 'fbt-events-'));
}

function eventLog(dir: string, clock: { now: number }, options: Partial<TrafficLogOptions> = {}) {
  return createTrafficLog({
    dir,
    slot: 0,
    workers: 1,
    maxBytes: 1 << 20,
    keepDays: 400,
    onWriteFailed: () => {
      throw new Error('a write failed');
    },
    onWarning: () => {},
    now: () => clock.now,
    ...options,
  });
}

describe('traffic log', () => {
  it('writes a file per UTC day, named for the worker', async () => {
    const dir = await folder();
    const clock = { now: START };
    const log = eventLog(dir, clock, { slot: 2, workers: 2 });
    await log.open();
    expect(log.add(view(clock.now))).toBe(true);
    clock.now += 2 * 60_000; // past midnight UTC
    expect(log.add(view(clock.now))).toBe(true);
    await log.close();
    expect((await readdir(dir)).sort()).toEqual(['traffic-2026-11-25-worker-2.ndjson', 'traffic-2026-11-26-worker-2.ndjson']);
  });

  it('deletes the days older than the retention when it opens and when the day turns, logs of the old name too', async () => {
    const dir = await folder();
    for (const day of ['2026-11-20', '2026-11-22']) await writeFile(path.join(dir, `events-${day}.ndjson`), '');
    for (const day of ['2026-11-23', '2026-11-25']) await writeFile(path.join(dir, `traffic-${day}.ndjson`), '');
    await writeFile(path.join(dir, 'notes.txt'), 'kept');
    const clock = { now: START };
    const log = eventLog(dir, clock, { keepDays: 3 });
    await log.open();
    expect((await readdir(dir)).sort()).toEqual([
      'events-2026-11-22.ndjson',
      'notes.txt',
      'traffic-2026-11-23.ndjson',
      'traffic-2026-11-25.ndjson',
    ]);
    log.add(view(clock.now));
    clock.now += DAY_MS;
    log.add(view(clock.now));
    await log.close();
    // The trim runs beside the write.
    await vi.waitFor(async () =>
      expect((await readdir(dir)).sort()).toEqual([
        'notes.txt',
        'traffic-2026-11-23.ndjson',
        'traffic-2026-11-25.ndjson',
        'traffic-2026-11-26.ndjson',
      ]),
    );
  });

  it('stops accepting at its share, counting what its files already take', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, 'traffic-2026-11-24.ndjson'), 'x'.repeat(1_500));
    const clock = { now: START };
    // Two days on disk: a day's views and calls may take 90% of the budget over two, 1,350 bytes.
    const log = eventLog(dir, clock, { maxBytes: 3_000, keepDays: 1 });
    await log.open();
    let accepted = 0;
    for (let i = 0; i < 50; i++) if (log.add(view(clock.now))) accepted++;
    await log.close();
    expect(accepted).toBeGreaterThan(5);
    expect(accepted).toBeLessThan(50);
    const onDisk = await trafficLogBytes(dir);
    expect(onDisk - 1_500).toBeLessThanOrEqual(1_350);
    expect(log.usage()).toEqual({ bytes: onDisk, maxBytes: 3_000 });
  });

  it('keeps two workers within the budget without their talking: each counts its own files against its half', async () => {
    const dir = await folder();
    const clock = { now: START };
    const logs = [1, 2].map((slot) => eventLog(dir, clock, { slot, workers: 2, maxBytes: 4_000, keepDays: 0 }));
    await Promise.all(logs.map((log) => log.open()));
    const accepted = [0, 0];
    for (let i = 0; i < 100; i++) logs.forEach((log, n) => log.add(lead(clock.now)) && accepted[n]!++);
    await Promise.all(logs.map((log) => log.close()));
    expect(accepted[0]).toBeGreaterThan(5);
    expect(accepted[1]).toBe(accepted[0]);
    expect(await trafficLogBytes(dir)).toBeLessThanOrEqual(4_000);
    expect(await trafficLogBytes(dir)).toBeGreaterThan(3_500);
  });

  it('leaves files no current worker writes out of every share until they age out', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, 'traffic-2026-11-25-worker-3.ndjson'), 'x'.repeat(2_000));
    const clock = { now: START };
    const logs = [1, 2].map((slot) => eventLog(dir, clock, { slot, workers: 2, maxBytes: 4_000, keepDays: 0 }));
    await Promise.all(logs.map((log) => log.open()));
    for (let i = 0; i < 100; i++) logs.forEach((log) => log.add(lead(clock.now)));
    await Promise.all(logs.map((log) => log.close()));
    expect(logs.map((log) => log.usage().maxBytes)).toEqual([1_000, 1_000]);
    expect(await trafficLogBytes(dir)).toBeLessThanOrEqual(4_000);
  });

  it("a flood of 120 events a minute for a whole day costs that day's views and calls only: the next day counts, leads always, the budget holds", async () => {
    const dir = await folder();
    const maxBytes = 200_000;
    const clock = { now: Date.parse('2026-11-25T00:00:00Z') };
    const log = eventLog(dir, clock, { maxBytes, keepDays: 9 });
    await log.open();
    let viewsKept = 0;
    let leadsKept = 0;
    for (let minute = 0; minute < 24 * 60; minute++) {
      for (let i = 0; i < 120; i++) if (log.add(view(clock.now, `/flood/${minute}/${i}`))) viewsKept++;
      if (minute % 60 === 0 && log.add(lead(clock.now))) leadsKept++;
      clock.now += 60_000;
    }
    expect(viewsKept).toBeGreaterThan(100);
    expect(leadsKept).toBe(24);
    // The next day, a person's view is counted.
    expect(log.add(view(clock.now, '/services'))).toBe(true);
    await log.close();
    // The flood day's views took at most the day's part: 90% of the budget over the ten days kept.
    const leadBytes = 24 * Buffer.byteLength(`${JSON.stringify(lead(0))}\n`);
    const floodDay = (await stat(path.join(dir, 'traffic-2026-11-25.ndjson'))).size;
    expect(floodDay - leadBytes).toBeLessThanOrEqual((maxBytes * 0.9) / 10);
    expect(floodDay - leadBytes).toBeGreaterThan((maxBytes * 0.9) / 10 - 200);
    expect(await trafficLogBytes(dir)).toBeLessThanOrEqual(maxBytes);
  });
});
