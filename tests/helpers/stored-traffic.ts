import { readFile, stat } from 'node:fs/promises';
import type { TrafficCounter } from '../../server/traffic/traffic-counter';
import { findTrafficLogs } from '../../server/traffic/traffic-files';
import { parseTrafficEvent, type TrafficEvent } from '../../server/traffic/traffic-event';
import { readNdjson } from '../../server/storage/ndjson-log';

/** A browser's User-Agent: what the counter counts (a request naming none is not counted). */
export const BROWSER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Googlebot's User-Agent: a bot, which the counter never counts. */
export const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Every traffic event in `dir`, once the counter has written what it queued. */
export async function storedEvents(counter: TrafficCounter | undefined, dir: string): Promise<TrafficEvent[]> {
  await counter?.close();
  const events: TrafficEvent[] = [];
  for (const { file } of await findTrafficLogs(dir)) {
    const { records, problems } = await readNdjson(file, parseTrafficEvent);
    if (problems.length > 0) throw new Error(`unreadable traffic log lines: ${JSON.stringify(problems)}`);
    events.push(...records.map(({ value }) => value));
  }
  return events;
}

/** The bytes of every traffic log in `dir`, as one text. */
export async function eventLogText(dir: string): Promise<string> {
  const files = await findTrafficLogs(dir);
  return (await Promise.all(files.map(({ file }) => readFile(file, 'utf8')))).join('');
}

/** The size in bytes of every traffic log in `dir`, together. */
export async function trafficLogBytes(dir: string): Promise<number> {
  const files = await findTrafficLogs(dir);
  return (await Promise.all(files.map(({ file }) => stat(file)))).reduce((sum, s) => sum + s.size, 0);
}
