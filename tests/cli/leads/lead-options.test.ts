import { describe, expect, it } from 'vitest';
import { LEADS_USAGE, parseLeadsArgs } from '../../../cli/leads/lead-options';
import { UsageError } from '../../../cli/toolkit/command-line';
import { NOW } from './sample-lead';

describe('parseLeadsArgs', () => {
  it('defaults to every lead as a table, spam left out', () => {
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

  it('when --since is a date, it means midnight in New York, as for npm run traffic', () => {
    expect(parseLeadsArgs(['--since', '2024-03-01'], NOW).since?.toISOString()).toBe('2024-03-01T05:00:00.000Z');
    expect(parseLeadsArgs(['--since', '2024-07-04'], NOW).since?.toISOString()).toBe('2024-07-04T04:00:00.000Z');
    expect(parseLeadsArgs(['--since', '2024-03-01T09:30'], NOW).since?.toISOString()).toBe('2024-03-01T14:30:00.000Z');
    expect(parseLeadsArgs(['--since', '2024-03-01T09:30:00Z'], NOW).since?.toISOString()).toBe('2024-03-01T09:30:00.000Z');
    expect(LEADS_USAGE).toContain('2024-03-01 is midnight in New York');
  });

  it('reads --undelivered and --resend, the id trimmed', () => {
    expect(parseLeadsArgs(['--undelivered'], NOW).undelivered).toBe(true);
    expect(parseLeadsArgs(['--resend', ' 3f9a2b1c '], NOW).resend).toBe('3f9a2b1c');
  });

  it('reads --show, --photos with --to, and --delete with --yes, each taking an id or a reference', () => {
    expect(parseLeadsArgs(['--show', '6C1E-0F3A'], NOW).show).toBe('6C1E-0F3A');
    expect(parseLeadsArgs(['--photos', '6c1e0f3a', '--to', 'photos/ana'], NOW)).toMatchObject({ photos: '6c1e0f3a', to: 'photos/ana' });
    expect(parseLeadsArgs(['--delete', ' 6C1E-0F3A ', '--yes'], NOW)).toMatchObject({ delete: '6C1E-0F3A', yes: true });
    expect(parseLeadsArgs(['--delete', '6C1E-0F3A'], NOW).yes).toBeUndefined();
  });

  it.each([
    [['--format', 'xml'], /--format must be one of table, csv, json, not "xml"/],
    [['--since'], /--since/],
    [['--since', 'soon'], /--since must be an age/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['leads.ndjson'], /positional argument/],
    [['--include-spam=yes'], /include-spam/],
    [['--file', ''], /--file needs a path/],
    [['--resend', ' '], /--resend needs the id or reference of a lead/],
    [['--resend', 'abc', '--undelivered'], /use one of --resend ID, --undelivered, not several/],
    [['--delete', 'abc', '--show', 'abc'], /use one of --show ID, --delete ID, not several/],
    [['--delete', ''], /--delete needs the id or reference of a lead/],
    [['--photos', 'abc'], /--photos ID needs --to DIR/],
    [['--to', 'out'], /--to DIR goes with --photos ID/],
    [['--yes'], /--yes goes with --delete ID/],
    [['--show'], /--show/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseLeadsArgs(argv, NOW)).toThrow(UsageError);
    expect(() => parseLeadsArgs(argv, NOW)).toThrow(message);
  });

  it('the usage says "lead" for a visitor\'s request', () => {
    expect(LEADS_USAGE).toMatch(/Prints the leads of the lead log/);
    expect(LEADS_USAGE).not.toMatch(/contact request|estimate request|requests?\b/i);
  });
});
