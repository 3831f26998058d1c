import { readFile, stat } from 'node:fs/promises';
import type { SiteCounter } from '../../server/analytics/site-counter';
import { findEventLogs } from '../../server/analytics/event-files';
import { parseEventRecord, type EventRecord } from '../../server/analytics/event-record';
import { readNdjson } from '../../server/storage/ndjson-log';

/** A browser's User-Agent: what the counter counts (a request naming none is not counted). */
export const BROWSER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Googlebot's User-Agent: a bot, which the counter never counts. */
export const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Every counted event in `dir`, once the counter has written what it queued. */
export async function storedEvents(counter: SiteCounter | undefined, dir: string): Promise<EventRecord[]> {
  await counter?.close();
  const events: EventRecord[] = [];
  for (const { file } of await findEventLogs(dir)) {
    const { records, problems } = await readNdjson(file, parseEventRecord);
    if (problems.length > 0) throw new Error(`unreadable event log lines: ${JSON.stringify(problems)}`);
    events.push(...records.map(({ value }) => value));
  }
  return events;
}

/** The bytes of every event log in `dir`, as one text. */
export async function eventLogText(dir: string): Promise<string> {
  const files = await findEventLogs(dir);
  return (await Promise.all(files.map(({ file }) => readFile(file, 'utf8')))).join('');
}

/** The size in bytes of every event log in `dir`, together. */
export async function eventLogBytes(dir: string): Promise<number> {
  const files = await findEventLogs(dir);
  return (await Promise.all(files.map(({ file }) => stat(file)))).reduce((sum, s) => sum + s.size, 0);
}
