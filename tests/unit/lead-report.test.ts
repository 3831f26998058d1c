import { describe, expect, it } from 'vitest';
import {
  UsageError,
  deliveryText,
  formatReceivedAt,
  isUndelivered,
  leadsToCsv,
  leadsToJson,
  leadsToTable,
  parseLeadsArgs,
  parseSince,
  selectLeads,
  sourceText,
  terminalText,
  type Lead,
} from '../../cli/lead-report';

const NOW = new Date('2024-03-10T12:00:00.000Z');

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    v: 2,
    id: 'id-1',
    receivedAt: '2024-03-01T14:05:00.000Z',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(718) 555-0100',
    service: 'restoration',
    location: 'Park Slope, Brooklyn',
    message: 'Our lobby floor has cracks.',
    ...overrides,
  };
}

describe('parseSince', () => {
  it('reads minutes, hours and days back from now', () => {
    expect(parseSince('30m', NOW).toISOString()).toBe('2024-03-10T11:30:00.000Z');
    expect(parseSince('24h', NOW).toISOString()).toBe('2024-03-09T12:00:00.000Z');
    expect(parseSince('7d', NOW).toISOString()).toBe('2024-03-03T12:00:00.000Z');
  });

  it('reads a date alone as local midnight', () => {
    expect(parseSince('2024-03-01', NOW).getTime()).toBe(new Date(2024, 2, 1).getTime());
  });

  it('reads an ISO date and time, with or without a zone', () => {
    expect(parseSince('2024-03-01T09:30:00Z', NOW).toISOString()).toBe('2024-03-01T09:30:00.000Z');
    expect(parseSince('2024-03-01T09:30:00-05:00', NOW).toISOString()).toBe('2024-03-01T14:30:00.000Z');
    expect(parseSince('2024-03-01T09:30', NOW).getTime()).toBe(new Date(2024, 2, 1, 9, 30).getTime());
  });

  it.each(['7', 'd7', '7w', '-7d', '7 d', '1.5h', 'yesterday', '2024-02-30', '2024-13-01', '03/01/2024', ''])(
    'refuses "%s" with a usage error that shows the accepted forms',
    (value) => {
      expect(() => parseSince(value, NOW)).toThrow(UsageError);
      expect(() => parseSince(value, NOW)).toThrow(/30m, 24h or 7d, or an ISO date/);
    },
  );
});

describe('parseLeadsArgs', () => {
  it('defaults to every request as a table, spam left out', () => {
    expect(parseLeadsArgs([], NOW)).toEqual({
      since: undefined,
      format: 'table',
      file: undefined,
      includeSpam: false,
      flagged: false,
      help: false,
    });
  });

  it('reads every option', () => {
    const options = parseLeadsArgs(['--since', '7d', '--format', 'csv', '--file', 'x.ndjson', '--include-spam', '--flagged'], NOW);
    expect(options).toEqual({
      since: new Date('2024-03-03T12:00:00.000Z'),
      format: 'csv',
      file: 'x.ndjson',
      includeSpam: true,
      flagged: true,
      help: false,
    });
    expect(parseLeadsArgs(['--format=json', '-h'], NOW)).toMatchObject({ format: 'json', help: true });
  });

  it.each([
    [['--format', 'xml'], /--format must be one of table, csv, json, not "xml"/],
    [['--since'], /--since/],
    [['--since', 'soon'], /--since must be an age/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['leads.ndjson'], /positional argument/],
    [['--include-spam=yes'], /include-spam/],
    [['--file', ''], /--file needs a path/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseLeadsArgs(argv, NOW)).toThrow(UsageError);
    expect(() => parseLeadsArgs(argv, NOW)).toThrow(message);
  });
});

describe('selectLeads', () => {
  const older = lead({ id: 'older', receivedAt: '2024-03-01T10:00:00.000Z' });
  const newer = lead({ id: 'newer', receivedAt: '2024-03-05T10:00:00.000Z' });
  const newest = lead({ id: 'newest', receivedAt: '2024-03-09T10:00:00.000Z' });
  const spam = lead({ id: 'spam', receivedAt: '2024-03-08T10:00:00.000Z', spam: 'honeypot' });

  it('puts the newest first, whatever order the logs hold them in', () => {
    expect(selectLeads([older, newest, newer], { includeSpam: false }).map((l) => l.id)).toEqual(['newest', 'newer', 'older']);
  });

  it('orders by time, not by the text of the timestamp', () => {
    const offset = lead({ id: 'offset', receivedAt: '2024-03-05T06:00:00-05:00' }); // 11:00 UTC, after "newer"
    expect(selectLeads([newer, offset], { includeSpam: false }).map((l) => l.id)).toEqual(['offset', 'newer']);
  });

  it('leaves spam out unless asked for', () => {
    expect(selectLeads([older, spam, newest], { includeSpam: false }).map((l) => l.id)).toEqual(['newest', 'older']);
    expect(selectLeads([older, spam, newest], { includeSpam: true }).map((l) => l.id)).toEqual(['newest', 'spam', 'older']);
  });

  it('keeps only requests received at or after --since', () => {
    const since = new Date('2024-03-05T10:00:00.000Z');
    expect(selectLeads([older, newer, newest], { since, includeSpam: false }).map((l) => l.id)).toEqual(['newest', 'newer']);
  });
});

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
    expect(csvField('Park Slope Brooklyn, NY')).toBe('"Park Slope Brooklyn, NY"');
    expect(csvField('the "lippage" at the door')).toBe('"the ""lippage"" at the door"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('')).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil.example";"click")', `"'=HYPERLINK(""http://evil.example"";""click"")"`],
    ['+1 718 555 0100', "'+1 718 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises %j, which a spreadsheet would run as a formula', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves a formula character inside a field alone', () => {
    expect(csvField('call me at 9am = before work')).toBe('call me at 9am = before work');
  });

  it('writes a header and one CRLF-ended row per request, newest first as given', () => {
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

  it('is a header alone when there are no requests', () => {
    expect(leadsToCsv([], { includeSpam: false })).toBe('receivedAt,name,email,phone,service,location,message,id\r\n');
  });
});

describe('JSON', () => {
  it('is an array of the requests, without the fields only the intake uses', () => {
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
  it('shows readable columns with local times', () => {
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
    expect(terminalText('a\tb\r\nc\u001b[0m')).toBe('a b c [0m');
  });

  it('says so when there are no requests', () => {
    expect(leadsToTable([], { width: 80, includeSpam: false })).toBe('No contact requests.\n');
  });

  it('formats a time in a given zone', () => {
    expect(formatReceivedAt('2024-07-04T03:07:00.000Z', 'America/New_York')).toBe('2024-07-03 23:07');
    expect(formatReceivedAt('2024-07-04T03:07:00.000Z', 'UTC')).toBe('2024-07-04 03:07');
  });
});

describe('flags', () => {
  it('--flagged keeps only the doubtful requests, and a flagged column shows why', () => {
    const leads = [lead({ id: 'a', flagged: ['rate'] }), lead({ id: 'b' })];
    expect(selectLeads(leads, { includeSpam: false, flagged: true }).map((l) => l.id)).toEqual(['a']);
    expect(parseLeadsArgs(['--flagged'], NOW).flagged).toBe(true);
    const csv = leadsToCsv(leads, { includeSpam: false }).split('\r\n');
    expect(csv[0]).toBe('receivedAt,name,email,phone,service,location,message,flagged,id');
    expect(csv[1]).toMatch(/,rate,a$/);
    expect(csv[2]).toMatch(/,,b$/);
    const [header, , row] = leadsToTable(leads, { width: 400, includeSpam: false, timeZone: 'UTC' }).split('\n');
    expect(header).toMatch(/message\s+flagged$/);
    expect(row).toMatch(/rate$/);
  });
});

describe('source and delivery', () => {
  const sent = { sent: true, attempts: 1, at: '2024-03-01T14:06:00.000Z' };
  const failed = { sent: false, attempts: 3, at: '2024-03-01T15:00:00.000Z', error: 'the webhook answered HTTP 500' };

  it('a short source: utm_source and medium, else the referring host, else the landing page', () => {
    expect(sourceText({ utm: { utm_source: 'google', utm_medium: 'cpc' }, referrer: 'https://www.bing.com/' })).toBe('google/cpc');
    expect(sourceText({ referrer: 'https://www.bing.com/search?q=terrazzo', landingPage: '/' })).toBe('www.bing.com');
    expect(sourceText({ landingPage: '/services/restoration', page: '/contact' })).toBe('/services/restoration');
    expect(sourceText({ page: '/contact' })).toBe('/contact');
    expect(sourceText(undefined)).toBe('');
  });

  it('a request is undelivered until every channel, configured or tried, has sent it; spam never is', () => {
    expect(isUndelivered(lead(), [])).toBe(true);
    expect(isUndelivered(lead({ delivery: { webhook: sent } }), [])).toBe(false);
    expect(isUndelivered(lead({ delivery: { webhook: sent } }), ['email', 'webhook'])).toBe(true);
    expect(isUndelivered(lead({ delivery: { webhook: sent, email: failed } }), [])).toBe(true);
    expect(isUndelivered(lead({ spam: 'honeypot' }), ['email'])).toBe(false);
  });

  it('says what each channel did', () => {
    expect(deliveryText(lead({ delivery: { email: sent, webhook: failed, sms: { sent: false, attempts: 0, at: '' } } }))).toBe(
      'email: sent; webhook: failed ×3 (the webhook answered HTTP 500); sms: not tried',
    );
    expect(deliveryText(lead())).toBe('never notified');
  });

  it('CSV gains the source columns when a request has a source, and the delivery column with --undelivered', () => {
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

  it('the table shows the id and the deliveries with --undelivered', () => {
    const table = leadsToTable([lead({ id: 'abc-123', delivery: { email: failed } })], {
      width: 400,
      includeSpam: false,
      undelivered: true,
      timeZone: 'UTC',
    });
    const [header, , row] = table.split('\n');
    expect(header).toMatch(/^received at\s+id\s+name\s+.*message\s+delivery$/);
    expect(row).toMatch(/^2024-03-01 14:05 {2}abc-123 .*email: failed ×3 \(the webhook answered HTTP 500\)$/);
    expect(leadsToTable([], { width: 80, includeSpam: false, undelivered: true })).toBe('Every contact request was notified.\n');
  });
});
