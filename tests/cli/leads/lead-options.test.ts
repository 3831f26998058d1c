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

  it.each([
    [['--format', 'xml'], /--format must be one of table, csv, json, not "xml"/],
    [['--since'], /--since/],
    [['--since', 'soon'], /--since must be an age/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['leads.ndjson'], /positional argument/],
    [['--include-spam=yes'], /include-spam/],
    [['--file', ''], /--file needs a path/],
    [['--resend', ' '], /--resend needs the id of a lead/],
    [['--resend', 'abc', '--undelivered'], /use --resend ID or --undelivered, not both/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseLeadsArgs(argv, NOW)).toThrow(UsageError);
    expect(() => parseLeadsArgs(argv, NOW)).toThrow(message);
  });

  it('the usage says "lead" for a visitor\'s request', () => {
    expect(LEADS_USAGE).toMatch(/Prints the leads of the lead log/);
    expect(LEADS_USAGE).not.toMatch(/contact request|estimate request|requests?\b/i);
  });
});
