import { describe, expect, it } from 'vitest';
import { leadsToCsv } from '../../../cli/leads/lead-csv';
import { leadsToJson } from '../../../cli/leads/lead-json';
import { leadsToTable } from '../../../cli/leads/lead-table';
import { lead } from './sample-lead';

describe('CSV', () => {
  /** The CSV field of one message. */
  const csvField = (message: string) => {
    const csv = leadsToCsv([lead({ location: 'Brooklyn', message })], { includeSpam: false });
    const before =
      'receivedAt,name,email,phone,service,location,message,id\r\n2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,(718) 555-0100,restoration,Brooklyn,';
    expect(csv.startsWith(before) && csv.endsWith(',id-1\r\n')).toBe(true);
    return csv.slice(before.length, -',id-1\r\n'.length);
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
      [lead({ id: 'b', message: 'Hello, "terrazzo"\nsecond line' }), lead({ id: 'a', phone: '+1 718 555 0100', location: '' })],
      { includeSpam: false },
    );
    expect(csv).toBe(
      'receivedAt,name,email,phone,service,location,message,id\r\n' +
        '2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,(718) 555-0100,restoration,"Park Slope, Brooklyn","Hello, ""terrazzo""\nsecond line",b\r\n' +
        "2024-03-01T14:05:00.000Z,Ana Ruiz,ana@example.com,'+1 718 555 0100,restoration,,Our lobby floor has cracks.,a\r\n",
    );
  });

  it('adds the spam column with --include-spam', () => {
    const csv = leadsToCsv([lead({ id: 's', spam: 'honeypot' }), lead({ id: 'p' })], { includeSpam: true });
    expect(csv.split('\r\n')[0]).toBe('receivedAt,name,email,phone,service,location,message,spam,id');
    expect(csv.split('\r\n')[1]).toMatch(/,honeypot,s$/);
    expect(csv.split('\r\n')[2]).toMatch(/,,p$/);
  });

  it('is a header alone when there are no leads', () => {
    expect(leadsToCsv([], { includeSpam: false })).toBe('receivedAt,name,email,phone,service,location,message,id\r\n');
  });

  it('a flagged column shows why a lead is doubtful', () => {
    const csv = leadsToCsv([lead({ id: 'a', flagged: ['rate'] }), lead({ id: 'b' })], { includeSpam: false }).split('\r\n');
    expect(csv[0]).toBe('receivedAt,name,email,phone,service,location,message,flagged,id');
    expect(csv[1]).toMatch(/,rate,a$/);
    expect(csv[2]).toMatch(/,,b$/);
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
      'receivedAt,name,email,phone,service,location,message,page,landingPage,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,delivery,id',
    );
    expect(csv[1]).toMatch(/,Our lobby floor has cracks\.,\/contact,,,,,spring,,,webhook: failed ×3 \(the webhook answered HTTP 500\),a$/);
    expect(csv[2]).toMatch(/,Our lobby floor has cracks\.,,,,,,,,,never notified,b$/);
  });
});

describe('JSON', () => {
  it('is an array of the leads, without the fields only the intake uses', () => {
    const json = leadsToJson([lead({ id: 'a', idempotencyKey: 'key:k', fieldsHash: 'h' }), lead({ id: 'b', spam: 'token-missing' })]);
    const { v: _v, ...shown } = lead();
    expect(JSON.parse(json)).toEqual([
      { ...shown, id: 'a' },
      { ...shown, id: 'b', spam: 'token-missing' },
    ]);
    expect(leadsToJson([])).toBe('[]\n');
  });
});

describe('table', () => {
  it('shows readable columns with times in the zone asked for', () => {
    const table = leadsToTable([lead()], { width: 200, includeSpam: false, timeZone: 'America/New_York' });
    expect(table.split('\n')).toEqual([
      'received at       name      email            phone           service      location              message',
      '────────────────  ────────  ───────────────  ──────────────  ───────────  ────────────────────  ───────────────────────────',
      '2024-03-01 09:05  Ana Ruiz  ana@example.com  (718) 555-0100  restoration  Park Slope, Brooklyn  Our lobby floor has cracks.',
      '',
    ]);
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
