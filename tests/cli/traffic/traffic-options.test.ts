import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../cli/toolkit/command-line';
import { TRAFFIC_USAGE, parseTrafficArgs } from '../../../cli/traffic/traffic-options';
import { NOW } from './sample-traffic';

describe('parseTrafficArgs', () => {
  it('defaults to the last 30 days by page, as a table on stdout', () => {
    expect(parseTrafficArgs([], NOW)).toEqual({
      since: new Date('2024-02-09T12:00:00.000Z'),
      until: NOW,
      by: 'page',
      format: 'table',
      dirs: [],
      out: undefined,
      help: false,
    });
  });

  it('reads every option', () => {
    const argv = ['--since', '2024-03-01', '--until', '2024-03-08', '--by', 'source', '--format', 'csv', '--dir', 'ev', '--out', 'x.csv'];
    expect(parseTrafficArgs(argv, NOW)).toEqual({
      since: new Date('2024-03-01T05:00:00.000Z'),
      until: new Date('2024-03-08T05:00:00.000Z'),
      by: 'source',
      format: 'csv',
      dirs: ['ev'],
      out: 'x.csv',
      help: false,
    });
    expect(parseTrafficArgs(['--by=day', '-h'], NOW)).toMatchObject({ by: 'day', help: true });
    expect(parseTrafficArgs(['--by', 'week'], NOW).by).toBe('week');
  });

  it('writes html to traffic-report.html unless --out names another file', () => {
    expect(parseTrafficArgs(['--format', 'html'], NOW).out).toBe('traffic-report.html');
    expect(parseTrafficArgs(['--format', 'html', '--out', 'march.html'], NOW).out).toBe('march.html');
    expect(parseTrafficArgs(['--format', 'json'], NOW).out).toBeUndefined();
  });

  it.each([
    [['--format', 'pdf'], /--format must be one of table, csv, json, html, not "pdf"/],
    [['--by', 'month'], /--by must be one of page, landing, source, day, week, language, not "month"/],
    [['--since', 'soon'], /--since must be an age/],
    [['--until', 'later'], /--until must be an age/],
    [['--since', '2024-03-05', '--until', '2024-03-01'], /--since \(2024-03-05T05:00:00.000Z\) must be before --until/],
    [['--since'], /--since/],
    [['--dir', ' '], /--dir needs the path of a folder/],
    [['--out', ''], /--out needs the path of a file/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['events'], /positional argument/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseTrafficArgs(argv, NOW)).toThrow(UsageError);
    expect(() => parseTrafficArgs(argv, NOW)).toThrow(message);
  });

  it('the usage says "traffic" for what is counted and "lead" for a visitor\'s request', () => {
    expect(TRAFFIC_USAGE).toMatch(/^usage: npm run traffic -- /);
    expect(TRAFFIC_USAGE).not.toMatch(/footfall|event log|events folder|npm run report|requests?\b/i);
  });
});
