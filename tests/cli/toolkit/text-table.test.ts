import { describe, expect, it } from 'vitest';
import { clip, terminalText } from '../../../cli/toolkit/terminal-text';
import { textTable } from '../../../cli/toolkit/text-table';

describe('terminal text', () => {
  it('collapses whitespace and removes control and bidirectional characters', () => {
    expect(terminalText('a\tb\r\nc\u001b[0m\u202ed\u200be')).toBe('a b c[0mde');
    expect(terminalText('\u202eevil\u2066 \u200f')).toBe('evil');
  });

  it('clips to a width, ending in "…", counting characters rather than code units', () => {
    expect(clip('terrazzo', 8)).toBe('terrazzo');
    expect(clip('terrazzo', 5)).toBe('terr…');
    expect(clip('🧱🧱🧱', 2)).toBe('🧱…');
    expect(clip('🧱🧱', 2)).toBe('🧱🧱');
  });
});

describe('textTable', () => {
  const columns = [{ header: 'page' }, { header: 'visits', align: 'right' as const }];

  it('aligns text left and figures right, under a rule, with a total row after another rule', () => {
    expect(
      textTable({
        columns,
        rows: [
          ['/', '12'],
          ['/contact', '3'],
        ],
        total: ['total', '15'],
        width: 80,
      }),
    ).toEqual(['page      visits', '────────  ──────', '/             12', '/contact       3', '────────  ──────', 'total         15']);
  });

  it('has no total row unless given one', () => {
    expect(textTable({ columns, rows: [['/', '1']], width: 80 })).toEqual(['page  visits', '────  ──────', '/          1']);
  });

  it('keeps a column at least as wide as asked, and never wider than its maximum', () => {
    const lines = textTable({
      columns: [
        { header: 'page', atLeast: 12 },
        { header: 'note', max: 6 },
      ],
      rows: [['/', 'a long note']],
      width: 80,
    });
    expect(lines).toEqual(['page          note', '────────────  ──────', '/             a lon…']);
  });

  it('fits the terminal: the widest column that may give way narrows, to its soft width first, never below its minimum', () => {
    const wide = {
      columns: [{ header: 'name', giveWay: { soft: 10, min: 6 } }, { header: 'message', giveWay: { soft: 12, min: 8 } }, { header: 'id' }],
      rows: [['Anastasia Ruiz-Montalban', 'Our lobby floor has cracks near the door.', '3f9a2b1c']],
    };
    expect(textTable({ ...wide, width: 34 })).toEqual([
      'name        message       id',
      '──────────  ────────────  ────────',
      'Anastasia…  Our lobby f…  3f9a2b1c',
    ]);
    // Too narrow even at the minimums: the table is as narrow as it can be.
    const narrow = textTable({ ...wide, width: 20 });
    expect(narrow[2]).toBe('Anast…  Our lob…  3f9a2b1c');
  });

  it('makes every cell terminal-safe before measuring it', () => {
    const [, , row] = textTable({ columns, rows: [['/a\u001b[2J\nb', '1']], width: 80 });
    expect(row).toBe('/a[2J b       1');
  });
});
