// `npm run leads -- --confirm ID | --move ID SLOT | --cancel ID`: each an
// event in the operator's log beside the lead log, the request's own line
// untouched; a move only to a slot on offer with a place; every refusal says
// why and writes nothing. The running site's count follows (visit-ledger).
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeVisit } from '../../cli/leads/visit-command';
import type { CommandIo } from '../../cli/run-main';
import { findLeadLogs, operatorLogFile, readLeadLogs } from '../../server/leads/lead-logs';
import { visitOf } from '../../server/leads/lead-visit';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import { offeredSlots } from '../../shared/visit-slots';
import { runCli } from '../helpers/run-cli';
import { writeDataDir } from '../helpers/test-content';
import { loadContent } from '../../server/content/content-store';
import { lead } from './leads/sample-lead';

// Tuesday 1 December 2026, 10 AM in New York.
const NOW = new Date('2026-12-01T15:00:00.000Z');
const ANA = '6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70';
const BO = '7d2f1a4b-6c8e-4f3b-8d2a-4b9c3e5f7a81';
const CY = '8e3a2b5c-7d9f-4a4c-9e3b-5cad4f6a8b92';

let leadsFile: string;
let dataDir: string;
let slots: ReturnType<typeof offeredSlots>;

const held = (index: number) => {
  const { id, start, end } = slots[index]!;
  return { windows: [], access: [], slot: { id, start, end, held: true } };
};

beforeEach(async () => {
  dataDir = await writeDataDir();
  slots = offeredSlots((await loadContent(dataDir)).visits, NOW.getTime());
  leadsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-visits-')), 'contacts.ndjson');
  const log = openNdjsonLog(leadsFile);
  // Ana and Bo hold the first slot (two crews: it is full); Cy asked for no slot.
  await log.append(lead({ id: ANA, visit: held(0) }));
  await log.append(lead({ id: BO, email: 'bo@example.com', visit: held(0) }));
  await log.append(lead({ id: CY, email: 'cy@example.com' }));
  await log.close();
});

function io() {
  const told = { out: '', notes: [] as string[] };
  const commandIo: CommandIo = {
    env: { DATA_DIR: dataDir },
    write: (text) => (told.out += text),
    warn: (line) => told.notes.push(line),
    now: NOW,
  };
  return { io: commandIo, told };
}

async function visitOfLead(id: string) {
  const { leads } = await readLeadLogs(await findLeadLogs(leadsFile));
  const found = leads.find(({ lead: stored }) => stored.id === id)!;
  return visitOf(found.lead, found.events);
}

describe('npm run leads -- --confirm, --move, --cancel', () => {
  it('confirms a visit: one event in the operator log, the request line as it was', async () => {
    const before = await readFile(leadsFile, 'utf8');
    const { io: commandIo, told } = io();
    expect(await changeVisit('confirm', '6C1E-0F3A', undefined, leadsFile, commandIo)).toBe(0);
    expect(told.out).toMatch(/^lead 6C1E-0F3A: site visit confirmed \w{3}, \w{3} \d+ · /);
    expect(await readFile(leadsFile, 'utf8')).toBe(before);
    const events = (await readFile(operatorLogFile(leadsFile), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events).toEqual([{ v: 1, event: 'visit-confirmed', lead: ANA, at: NOW.toISOString() }]);
    expect(await visitOfLead(ANA)).toMatchObject({ state: 'confirmed', sequence: 0, slot: { id: slots[0]!.id } });
  });

  it('moves a visit to a slot with a place (SEQUENCE one more), and books one for a request that had none', async () => {
    const { io: commandIo } = io();
    expect(await changeVisit('move', ANA, slots[1]!.id, leadsFile, commandIo)).toBe(0);
    const { id, start, end } = slots[1]!;
    expect(await visitOfLead(ANA)).toEqual({ slot: { id, start, end }, state: 'confirmed', sequence: 1 });
    expect(await changeVisit('move', CY, slots[1]!.id, leadsFile, commandIo)).toBe(0);
    expect(await visitOfLead(CY)).toMatchObject({ slot: { id: slots[1]!.id }, state: 'confirmed', sequence: 0 });
  });

  it('cancels a visit, and the place it frees can be taken by a move', async () => {
    const { io: commandIo, told } = io();
    // The first slot is full: Cy cannot be moved into it.
    expect(await changeVisit('move', CY, slots[0]!.id, leadsFile, commandIo)).toBe(1);
    expect(told.notes.at(-1)).toBe('leads: lead 8E3A-2B5C: that slot has no place left');
    expect(await changeVisit('cancel', BO, undefined, leadsFile, commandIo)).toBe(0);
    expect(await visitOfLead(BO)).toMatchObject({ state: 'cancelled', sequence: 1 });
    expect(await changeVisit('move', CY, slots[0]!.id, leadsFile, commandIo)).toBe(0);
  });

  it('refuses, writing nothing: an unknown lead, no visit to confirm, a cancelled one, a slot not on offer', async () => {
    const { io: commandIo, told } = io();
    expect(await changeVisit('confirm', 'FFFF-FFFF', undefined, leadsFile, commandIo)).toBe(1);
    expect(await changeVisit('confirm', CY, undefined, leadsFile, commandIo)).toBe(1);
    expect(await changeVisit('move', ANA, '2020-01-06T08:00', leadsFile, commandIo)).toBe(1);
    expect(await changeVisit('move', ANA, 'tomorrow', leadsFile, commandIo)).toBe(1);
    expect(await changeVisit('move', ANA, slots[0]!.id, leadsFile, commandIo)).toBe(1);
    expect(told.notes).toEqual([
      `leads: there is no lead FFFF-FFFF in ${leadsFile}`,
      'leads: lead 8E3A-2B5C: this request booked no site visit (move it to a slot to book one)',
      'leads: lead 6C1E-0F3A: that slot is not on offer: past, closed, outside the windows or not a slot id (GET /api/visit-slots lists them)',
      'leads: lead 6C1E-0F3A: that slot is not on offer: past, closed, outside the windows or not a slot id (GET /api/visit-slots lists them)',
      'leads: lead 6C1E-0F3A: its site visit is in that slot already',
    ]);
    await expect(readFile(operatorLogFile(leadsFile), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('lists where each visit stands in the table', async () => {
    const { io: commandIo } = io();
    await changeVisit('confirm', ANA, undefined, leadsFile, commandIo);
    const listed = await runCli('leads', ['--file', leadsFile], { DATA_DIR: dataDir, COLUMNS: '200' });
    expect(listed.stdout).toMatch(/site visit: \w{3}, \w{3} \d+ · [^(]+\(confirmed\)/);
    expect(listed.stdout).toMatch(/site visit: \w{3}, \w{3} \d+ · [^(]+\(held\)/);
  });

  it('on the command line, takes --move ID SLOT, and says what a move without its slot lacks', async () => {
    const [slot] = offeredSlots((await loadContent(dataDir)).visits, Date.now());
    const moved = await runCli('leads', ['--move', '8E3A-2B5C', slot!.id, '--file', leadsFile], { DATA_DIR: dataDir });
    expect(moved).toMatchObject({ code: 0, stdout: expect.stringMatching(/^lead 8E3A-2B5C: site visit moved to /) });
    const lacking = await runCli('leads', ['--move', '8E3A-2B5C', '--file', leadsFile], { DATA_DIR: dataDir });
    expect(lacking.code).toBe(2);
    expect(lacking.stderr).toMatch(/--move ID needs the slot to move the visit to: --move ID SLOT/);
  });
});
