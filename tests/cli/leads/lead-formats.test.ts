import { describe, expect, it } from 'vitest';
import { leadsToCsv } from '../../../cli/leads/lead-csv';
import { leadsToJson } from '../../../cli/leads/lead-json';
import { leadsToTable } from '../../../cli/leads/lead-table';
import { ESTIMATE, lead, REFERENCE, WINDOWS } from './sample-lead';

describe('CSV', () => {
  /** The CSV field of one message. */
  const csvField = (message: string) => {
    const csv = leadsToCsv([lead({ location: 'Brooklyn', message })], { includeSpam: false });
    const before =
      'receivedAt,name,email,phone,service,location,message,reference,id\r\n2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,(718) 555-0100,restoration,Brooklyn,';
    const after = `,${REFERENCE},${lead().id}\r\n`;
    expect(csv.startsWith(before) && csv.endsWith(after)).toBe(true);
    return csv.slice(before.length, -after.length);
  };

  it('quotes a field with a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('plain text')).toBe('plain text');
    // A line stored before the cleaning rule, with a terminal hyperlink (OSC 8) and a right-to-left override.
    expect(csvField('see \u001b]8;;https://evil.example\u0007here\u001b]8;;\u0007 \u202eevil')).toBe(
      'see ]8;;https://evil.examplehere]8;; evil',
    );
    expect(csvField('Park Slope Brooklyn, NY')).toBe('"Park Slope Brooklyn, NY"');
    expect(csvField('the "lippage" at the door')).toBe('"the ""lippage"" at the door"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\nlines"');
    expect(csvField('')).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil.example";"click")', `"'=HYPERLINK(""http://evil.example"";""click"")"`],
    ['+1 718 555 0100', "'+1 718 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    // A lone CR is a control character: the cleaning takes it out, and the formula is still neutralised.
    ['\r=1+1', "'=1+1"],
  ])('neutralises %j, which a spreadsheet would run as a formula', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves a formula character inside a field alone', () => {
    expect(csvField('call me at 9am = before work')).toBe('call me at 9am = before work');
  });

  it('writes a header and one CRLF-ended row per lead, newest first as given', () => {
    const csv = leadsToCsv(
      [
        lead({ id: 'b0000000-0000-4000-8000-000000000000', message: 'Hello, "terrazzo"\nsecond line' }),
        lead({ id: 'a0000000-0000-4000-8000-000000000000', phone: '+1 718 555 0100', location: '' }),
      ],
      { includeSpam: false },
    );
    expect(csv).toBe(
      'receivedAt,name,email,phone,service,location,message,reference,id\r\n' +
        '2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,(718) 555-0100,restoration,"Park Slope, Brooklyn","Hello, ""terrazzo""\nsecond line",B000-0000,b0000000-0000-4000-8000-000000000000\r\n' +
        "2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,'+1 718 555 0100,restoration,,Our lobby floor has cracks.,A000-0000,a0000000-0000-4000-8000-000000000000\r\n",
    );
  });

  it('adds the spam column with --include-spam', () => {
    const csv = leadsToCsv([lead({ id: 'dead-beef', spam: 'honeypot' }), lead({ id: 'cafe-f00d' })], { includeSpam: true });
    expect(csv.split('\r\n')[0]).toBe('receivedAt,name,email,phone,service,location,message,spam,reference,id');
    expect(csv.split('\r\n')[1]).toMatch(/,honeypot,DEAD-BEEF,dead-beef$/);
    expect(csv.split('\r\n')[2]).toMatch(/,,CAFE-F00D,cafe-f00d$/);
  });

  it('is a header alone when there are no leads', () => {
    expect(leadsToCsv([], { includeSpam: false })).toBe('receivedAt,name,email,phone,service,location,message,reference,id\r\n');
  });

  it('a flagged column shows why a lead is doubtful', () => {
    const csv = leadsToCsv([lead({ id: 'a', flagged: ['rate'] }), lead({ id: 'b' })], { includeSpam: false }).split('\r\n');
    expect(csv[0]).toBe('receivedAt,name,email,phone,service,location,message,flagged,reference,id');
    expect(csv[1]).toMatch(/,rate,A-,a$/);
    expect(csv[2]).toMatch(/,,B-,b$/);
  });

  it('gains the source columns when a lead has a source, and the delivery column with --undelivered', () => {
    const failed = { sent: false, attempts: 3, at: '2024-03-01T15:00:00.000Z', error: 'the webhook answered HTTP 500' };
    const csv = leadsToCsv(
      [lead({ id: 'a', source: { page: '/contact', utm: { utm_campaign: 'spring' } }, delivery: { webhook: failed } }), lead({ id: 'b' })],
      {
        includeSpam: false,
        undelivered: true,
      },
    ).split('\r\n');
    expect(csv[0]).toBe(
      'receivedAt,name,email,phone,service,location,message,page,landingPage,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,delivery,reference,id',
    );
    expect(csv[1]).toMatch(
      /,Our lobby floor has cracks\.,\/contact,,,,,spring,,,webhook: failed ×3 \(the webhook answered HTTP 500\),A-,a$/,
    );
    expect(csv[2]).toMatch(/,Our lobby floor has cracks\.,,,,,,,,,never notified,B-,b$/);
  });

  it("gains the estimate's columns when a lead has them: photo count and ids, area, kind of work, range, visit windows and access", () => {
    const csv = leadsToCsv([lead(ESTIMATE), lead({ id: 'b0000000-0000-4000-8000-000000000000' })], {
      includeSpam: false,
      windows: WINDOWS,
    }).split('\r\n');
    expect(csv[0]).toBe(
      'receivedAt,name,email,phone,service,location,message,photos,photoIds,areaSqFt,work,rangeLow,rangeHigh,rangePrice,pricesSetOn,visitWindows,access,reference,id',
    );
    expect(csv.slice(1).join('\r\n')).toBe(
      '2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,(718) 555-0100,restoration,"Park Slope, Brooklyn",Our lobby floor has cracks.,' +
        '2,AAAAAAAAAAAAAAAAAAAAAA BBBBBBBBBBBBBBBBBBBBBB,1200,Restoring an existing floor,11400,25200,restoration-grind,2026-11-01,' +
        '"Weekday morning, 7 AM–12 PM\nsunday-evening","A super or doorman lets us in\nCo-op or condo board rules",6C1E-0F3A,' +
        `${lead().id}\r\n` +
        '2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,(718) 555-0100,restoration,"Park Slope, Brooklyn",Our lobby floor has cracks.,' +
        '0,,,,,,,,,,B000-0000,b0000000-0000-4000-8000-000000000000\r\n',
    );
  });

  it('has only the columns of the parts some lead has', () => {
    const [header] = leadsToCsv([lead({ photos: ESTIMATE.photos })], { includeSpam: false }).split('\r\n');
    expect(header).toBe('receivedAt,name,email,phone,service,location,message,photos,photoIds,reference,id');
  });
});

describe('JSON', () => {
  it('is an array of the leads, without the fields only the intake uses', () => {
    const json = leadsToJson([lead({ id: 'a', idempotencyKey: 'key:k', fieldsHash: 'h' }), lead({ id: 'b', spam: 'token-missing' })]);
    const { v: _v, ...shown } = lead();
    expect(JSON.parse(json)).toEqual([
      { ...shown, id: 'a', reference: 'A-', status: 'new' },
      { ...shown, id: 'b', reference: 'B-', spam: 'token-missing', status: 'new' },
    ]);
    expect(leadsToJson([])).toBe('[]\n');
  });

  it('carries the whole estimate as stored, and the reference', () => {
    const [shown] = JSON.parse(leadsToJson([lead(ESTIMATE)]));
    expect(shown).toMatchObject({ id: lead().id, reference: REFERENCE, ...ESTIMATE });
    expect(Object.keys(shown).slice(0, 2)).toEqual(['id', 'reference']);
  });
});

describe('table', () => {
  it('shows readable columns with times in the zone asked for', () => {
    const table = leadsToTable([lead()], { width: 200, includeSpam: false, timeZone: 'America/New_York' });
    expect(table.split('\n')).toEqual([
      'received at       ref        name      email            phone           service      location              message',
      '────────────────  ─────────  ────────  ───────────────  ──────────────  ───────────  ────────────────────  ───────────────────────────',
      '2024-03-01 09:05  6C1E-0F3A  Ana Ruiz  ana@example.com  (718) 555-0100  restoration  Park Slope, Brooklyn  Our lobby floor has cracks.',
      '',
    ]);
  });

  it("says a lead's estimate on the lines under it: photos, area, kind of work, range with its prices' date, visit windows and access by their labels", () => {
    const table = leadsToTable([lead(ESTIMATE), lead({ id: 'b0000000-0000-4000-8000-000000000000' })], {
      width: 200,
      includeSpam: false,
      timeZone: 'UTC',
      windows: WINDOWS,
    });
    expect(table.split('\n').slice(2)).toEqual([
      '2024-03-01 14:05  6C1E-0F3A  Ana Ruiz  ana@example.com  (718) 555-0100  restoration  Park Slope, Brooklyn  Our lobby floor has cracks.',
      '                  2 photos · 1,200 sq ft · Restoring an existing floor · $11,400–$25,200 (prices of 2026-11-01)',
      '                  visit: Weekday morning, 7 AM–12 PM; sunday-evening · access: A super or doorman lets us in; Co-op or condo board rules',
      '2024-03-01 14:05  B000-0000  Ana Ruiz  ana@example.com  (718) 555-0100  restoration  Park Slope, Brooklyn  Our lobby floor has cracks.',
      '',
    ]);
  });

  it("cuts a lead's estimate lines to the terminal's width", () => {
    const lines = leadsToTable([lead(ESTIMATE)], { width: 80, includeSpam: false, timeZone: 'UTC', windows: WINDOWS })
      .trimEnd()
      .split('\n');
    expect(lines[3]).toBe(`${' '.repeat(18)}2 photos · 1,200 sq ft · Restoring an existing floor · $11,40…`);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(80);
  });

  it('shows the first 60 characters of a message, on one line', () => {
    const message = `${'a'.repeat(30)}\n${'b'.repeat(40)}`;
    const row = leadsToTable([lead({ message })], { width: 500, includeSpam: false, timeZone: 'UTC' }).split('\n')[2]!;
    expect(row.endsWith(`${'a'.repeat(30)} ${'b'.repeat(29)}…`)).toBe(true);
  });

  it('fits a narrow terminal by shortening the widest columns', () => {
    const leads = [lead({ email: 'a.very.long.address.for.testing@example.com', message: 'm'.repeat(80) })];
    for (const width of [80, 100, 120]) {
      const lines = leadsToTable(leads, { width, includeSpam: false, timeZone: 'UTC' }).trimEnd().split('\n');
      for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(width);
      expect(lines[2]).toContain('2024-03-01 14:05');
    }
  });

  it('shows the spam reason with --include-spam', () => {
    const table = leadsToTable([lead({ spam: 'honeypot' })], { width: 200, includeSpam: true, timeZone: 'UTC' });
    expect(table.split('\n')[0]).toMatch(/message\s+spam$/);
    expect(table.split('\n')[2]).toMatch(/honeypot$/);
  });

  it('never prints a control character a visitor typed', () => {
    const table = leadsToTable([lead({ name: 'Eve\u001b[2J\u001b[31m', message: 'hi\u0007\u202eevil' })], {
      width: 200,
      includeSpam: false,
      timeZone: 'UTC',
    });
    for (const line of table.split('\n')) expect(line).not.toMatch(/[\p{Cc}\u202e]/u);
  });

  it('says so when there are no leads', () => {
    expect(leadsToTable([], { width: 80, includeSpam: false })).toBe('No leads.\n');
  });

  it('a flagged column shows why a lead is doubtful', () => {
    const leads = [lead({ id: 'a', flagged: ['rate'] }), lead({ id: 'b' })];
    const [header, , row] = leadsToTable(leads, { width: 400, includeSpam: false, timeZone: 'UTC' }).split('\n');
    expect(header).toMatch(/message\s+flagged$/);
    expect(row).toMatch(/rate$/);
  });

  it('shows the id and the deliveries with --undelivered', () => {
    const failed = { sent: false, attempts: 3, at: '2024-03-01T15:00:00.000Z', error: 'the webhook answered HTTP 500' };
    const table = leadsToTable([lead({ id: 'abc-123', delivery: { email: failed } })], {
      width: 400,
      includeSpam: false,
      undelivered: true,
      timeZone: 'UTC',
    });
    const [header, , row] = table.split('\n');
    expect(header).toMatch(/^received at\s+id\s+name\s+.*message\s+delivery$/);
    expect(row).toMatch(/^2024-03-01 14:05 {2}abc-123 .*email: failed ×3 \(the webhook answered HTTP 500\)$/);
    expect(leadsToTable([], { width: 80, includeSpam: false, undelivered: true })).toBe('Every lead was notified.\n');
  });
});
