// The traffic log: one file per UTC day and process, old days deleted, and the
// disk budget kept by processes that never talk to each other.
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
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

  it('stops accepting at the budget, counting what is already on disk', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, 'events-2026-11-24.ndjson'), 'x'.repeat(1_500));
    const clock = { now: START };
    const log = eventLog(dir, clock, { maxBytes: 3_000 });
    await log.open();
    let accepted = 0;
    for (let i = 0; i < 50; i++) if (log.add(view(clock.now))) accepted++;
    await log.close();
    expect(accepted).toBeGreaterThan(5);
    expect(accepted).toBeLessThan(50);
    expect(await trafficLogBytes(dir)).toBeLessThanOrEqual(3_000);
    expect(log.usage()).toEqual({ bytes: 1_500, maxBytes: 3_000 });
  });

  it('keeps two workers together within the budget, each taking its share of what is left', async () => {
    const dir = await folder();
    const clock = { now: START };
    const logs = [1, 2].map((slot) => eventLog(dir, clock, { slot, workers: 2, maxBytes: 4_000 }));
    await Promise.all(logs.map((log) => log.open()));
    const accepted = [0, 0];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 40; i++) logs.forEach((log, n) => log.add(view(clock.now)) && accepted[n]!++);
      await Promise.all(logs.map((log) => log.close()));
      clock.now += 5_000; // each measures again on its next event
    }
    expect(accepted[0]).toBeGreaterThan(5);
    expect(accepted[1]).toBeGreaterThan(5);
    expect(await trafficLogBytes(dir)).toBeLessThanOrEqual(4_000);
    expect(await trafficLogBytes(dir)).toBeGreaterThan(3_000);
  });
});
