import { describe, expect, it } from 'vitest';
import { csvText } from '../../../cli/toolkit/csv-text';
import { jsonText } from '../../../cli/toolkit/json-text';

describe('CSV and JSON output', () => {
  it('CSV: a header, CRLF line ends, figures as they are, line breaks quoted and formulas defused', () => {
    expect(
      csvText(
        ['page', 'visits'],
        [
          ['/', 3],
          ['=1+1', 0],
          ['a\nb', 1],
        ],
      ),
    ).toBe('page,visits\r\n/,3\r\n\'=1+1,0\r\n"a\nb",1\r\n');
  });

  it('JSON: indented by two, ending in a line end', () => {
    expect(jsonText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
