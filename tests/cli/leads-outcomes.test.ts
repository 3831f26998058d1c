// What each lead became: `npm run leads -- --status ID EVENT` appends an
// event to the operator's log (with --at for the past), the status is read
// from the events, and the table, CSV and JSON show it; a bad value names
// itself and writes nothing (exit code 1).
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordOutcome } from '../../cli/leads/outcome-command';
import type { CommandIo } from '../../cli/run-main';
import { leadEvent } from '../../server/leads/lead-events';
import { operatorLogFile } from '../../server/leads/lead-logs';
import { daysToSteps, outcomeOf } from '../../server/leads/lead-outcome';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import { runCli } from '../helpers/run-cli';
import { lead } from './leads/sample-lead';

const NOW = new Date('2026-12-10T15:00:00.000Z');
const ANA = '6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70';
const BO = '7d2f1a4b-6c8e-4f3b-8d2a-4b9c3e5f7a81';

let leadsFile: string;
beforeEach(async () => {
  leadsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-outcomes-')), 'contacts.ndjson');
  const log = openNdjsonLog(leadsFile);
  await log.append(lead({ id: ANA, receivedAt: '2026-12-01T15:00:00.000Z' }));
  await log.append(lead({ id: BO, email: 'bo@example.com', receivedAt: '2026-11-02T15:00:00.000Z' }));
  await log.close();
});

function io() {
  const told = { out: '', notes: [] as string[] };
  const commandIo: CommandIo = { env: {}, write: (text) => (told.out += text), warn: (line) => told.notes.push(line), now: NOW };
  return { io: commandIo, told };
}

const operatorLines = async () =>
  (await readFile(operatorLogFile(leadsFile), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('npm run leads -- --status ID EVENT', () => {
  it('records each step, a quote and a win with their amounts, at the times given; the status follows', async () => {
    const { io: commandIo, told } = io();
    const at = (iso: string) => new Date(iso);
    expect(await recordOutcome(ANA, { event: 'contacted', at: at('2026-12-01T15:30:00.000Z') }, leadsFile, commandIo)).toBe(0);
    expect(await recordOutcome(ANA, { event: 'visited', at: at('2026-12-03T15:00:00.000Z') }, leadsFile, commandIo)).toBe(0);
    expect(await recordOutcome(ANA, { event: 'quoted', amount: '$14,500', at: at('2026-12-04T15:00:00.000Z') }, leadsFile, commandIo)).toBe(
      0,
    );
    expect(await recordOutcome(ANA, { event: 'won', amount: '12000' }, leadsFile, commandIo)).toBe(0);
    expect(told.out.trim().split('\n').at(-1)).toBe('lead 6C1E-0F3A: won recorded; now won');
    const lines = await operatorLines();
    expect(lines.map((line) => [line.event, line.amount])).toEqual([
      ['contacted', undefined],
      ['visited', undefined],
      ['quoted', 14500],
      ['won', 12000],
    ]);
    expect(lines.at(-1)!.at).toBe(NOW.toISOString());
  });

  it('records a loss with its reason (and a note for another reason), and reopens it', async () => {
    const { io: commandIo } = io();
    expect(await recordOutcome(BO, { event: 'lost', reason: 'other', note: 'Building sold' }, leadsFile, commandIo)).toBe(0);
    expect(await recordOutcome(BO, { event: 'reopened' }, leadsFile, commandIo)).toBe(0);
    expect((await operatorLines()).map((line) => [line.event, line.reason, line.note])).toEqual([
      ['lost', 'other', 'Building sold'],
      ['reopened', undefined, undefined],
    ]);
  });

  it('refuses, naming what is wrong and writing nothing: an unknown lead, event or reason, a bad or missing amount, a future time', async () => {
    const { io: commandIo, told } = io();
    const refusals: [string, Parameters<typeof recordOutcome>[1]][] = [
      ['FFFF-FFFF', { event: 'won', amount: '100' }],
      [ANA, { event: 'finished' }],
      [ANA, { event: 'won' }],
      [ANA, { event: 'won', amount: '-5' }],
      [ANA, { event: 'quoted', amount: 'a lot' }],
      [ANA, { event: 'visited', amount: '100' }],
      [ANA, { event: 'lost' }],
      [ANA, { event: 'lost', reason: 'weather' }],
      [ANA, { event: 'lost', reason: 'other' }],
      [ANA, { event: 'contacted', at: new Date(NOW.getTime() + 60_000) }],
    ];
    for (const [query, options] of refusals)
      expect(await recordOutcome(query, options, leadsFile, commandIo), JSON.stringify(options)).toBe(1);
    expect(told.notes).toEqual([
      `leads: there is no lead FFFF-FFFF in ${leadsFile}`,
      'leads: "finished" for lead 6C1E-0F3A not recorded: the event must be one of contacted, visit-booked, visited, quoted, won, lost, reopened',
      'leads: "won" for lead 6C1E-0F3A not recorded: a quote or a win needs its amount in dollars (--amount 12000)',
      'leads: "won" for lead 6C1E-0F3A not recorded: the amount must be a number of dollars, 0 or more (12000, 12,000 or 12000.50)',
      'leads: "quoted" for lead 6C1E-0F3A not recorded: the amount must be a number of dollars, 0 or more (12000, 12,000 or 12000.50)',
      'leads: "visited" for lead 6C1E-0F3A not recorded: only a quote or a win takes an amount',
      'leads: "lost" for lead 6C1E-0F3A not recorded: a loss needs its reason: one of price, timing, chose-another, no-response, not-a-fit, other',
      'leads: "lost" for lead 6C1E-0F3A not recorded: the reason must be one of price, timing, chose-another, no-response, not-a-fit, other',
      'leads: "lost" for lead 6C1E-0F3A not recorded: a loss for another reason needs a note saying it (--note "…")',
      'leads: "contacted" for lead 6C1E-0F3A not recorded: the time it happened cannot be later than now',
    ]);
    expect(await operatorLines()).toEqual([]);
  });

  it('on the command line: --status ID EVENT, then the table, --status-is and the JSON and CSV show what each became', async () => {
    const env = { LEADS_FILE: leadsFile, TZ: 'UTC', COLUMNS: '220' };
    expect((await runCli('leads', ['--status', '6C1E-0F3A', 'won', '--amount', '12000'], env)).code).toBe(0);
    expect((await runCli('leads', ['--status', BO, 'lost', '--reason', 'price', '--at', '2026-11-05'], env)).code).toBe(0);
    const bad = await runCli('leads', ['--status', BO, 'lost', '--reason', 'weather'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/the reason must be one of price, timing/);

    const table = (await runCli('leads', [], env)).stdout;
    expect(table).toMatch(/\bwon \$12,000\b/);
    expect(table).toMatch(/\blost \(price\)/);
    const won = await runCli('leads', ['--status-is', 'won', '--format', 'json'], env);
    const [only, ...others] = JSON.parse(won.stdout) as { id: string; status: string; won: number; daysTo: Record<string, number> }[];
    expect(others).toEqual([]);
    expect(only).toMatchObject({ id: ANA, status: 'won', won: 12000 });
    const all = JSON.parse((await runCli('leads', ['--format', 'json'], env)).stdout) as Record<string, unknown>[];
    // Received 2 November 15:00 UTC, lost at midnight of 5 November in New York (05:00 UTC).
    expect(all.find((each) => each.id === BO)).toMatchObject({ status: 'lost', lost: { reason: 'price' }, daysTo: { lost: 2.6 } });
    const [header, ...rows] = (await runCli('leads', ['--format', 'csv'], env)).stdout.split('\r\n');
    expect(header).toContain(',status,quoted,won,lostReason,lostNote,daysTo:contacted,');
    expect(rows.find((row) => row.includes(BO))).toMatch(/,lost,,,price,,,,,,,2\.6,/);
  }, 60_000);
});

describe('the status a lead reached', () => {
  const at = (day: number) => Date.parse(`2026-12-${String(day).padStart(2, '0')}T15:00:00.000Z`);

  it('moves forward with taps and a confirmed visit, is set by what the business records, and stays won until reopened', () => {
    const events = [
      leadEvent('calling', ANA, at(1)),
      leadEvent('visit-confirmed', ANA, at(2)),
      { ...leadEvent('quoted', ANA, at(3)), amount: 9500 },
      { ...leadEvent('won', ANA, at(4)), amount: 9000 },
      leadEvent('calling', ANA, at(5)),
    ];
    const outcome = outcomeOf(events);
    expect(outcome).toMatchObject({ status: 'won', quoted: 9500, won: 9000 });
    expect(daysToSteps('2026-12-01T15:00:00.000Z', outcome)).toEqual({ contacted: 0, 'visit-booked': 1, quoted: 2, won: 3 });
    expect(outcomeOf([...events, leadEvent('reopened', ANA, at(6))])).toMatchObject({ status: 'quoted', quoted: 9500 });
    expect(outcomeOf([...events, leadEvent('reopened', ANA, at(6))]).won).toBeUndefined();
    expect(outcomeOf([])).toEqual({ status: 'new', reached: {} });
  });
});
