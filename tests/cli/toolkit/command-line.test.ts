import { describe, expect, it } from 'vitest';
import { COMMON_FLAGS, UsageError, oneOf, parseFlags, readCommandLine } from '../../../cli/toolkit/command-line';

/** What a command printed: raw output, and its lines on stderr. */
function capture() {
  const out = { written: '', warned: [] as string[] };
  return { out, io: { write: (text: string) => (out.written += text), warn: (line: string) => out.warned.push(line) } };
}

describe('the command line', () => {
  it('reads the common flags, and refuses unknown ones and positional arguments', () => {
    expect(parseFlags(['--since', '7d', '-h'], COMMON_FLAGS)).toEqual({ since: '7d', help: true });
    expect(() => parseFlags(['--nope'], COMMON_FLAGS)).toThrow(UsageError);
    expect(() => parseFlags(['file.ndjson'], COMMON_FLAGS)).toThrow(/positional argument/);
  });

  it('a value a flag does not allow is a usage error listing the allowed ones', () => {
    expect(oneOf('--format', 'csv', ['table', 'csv'])).toBe('csv');
    expect(() => oneOf('--format', 'xml', ['table', 'csv'])).toThrow('--format must be one of table, csv, not "xml"');
  });

  it('--help prints the usage on stdout and exits 0', () => {
    const { out, io } = capture();
    expect(readCommandLine('leads', 'usage: npm run leads', () => ({ help: true }), io)).toBe(0);
    expect(out).toEqual({ written: 'usage: npm run leads\n', warned: [] });
  });

  it('a bad command line prints the message and the usage on stderr and exits 2', () => {
    const { out, io } = capture();
    const parse = () => {
      throw new UsageError('--by must be one of page, source, day, not "week"');
    };
    expect(readCommandLine('traffic', 'usage: npm run traffic', parse, io)).toBe(2);
    expect(out).toEqual({ written: '', warned: ['traffic: --by must be one of page, source, day, not "week"\n\nusage: npm run traffic'] });
  });

  it('gives back the options otherwise, and lets any other error through', () => {
    const { io } = capture();
    expect(readCommandLine('leads', '', () => ({ help: false, format: 'csv' }), io)).toEqual({ help: false, format: 'csv' });
    expect(() =>
      readCommandLine(
        'leads',
        '',
        () => {
          throw new TypeError('a bug');
        },
        io,
      ),
    ).toThrow(TypeError);
  });
});
