import { describe, expect, it } from 'vitest';
import { parseSimpleMarkup } from '../../shared/simple-markup';

describe('parseSimpleMarkup', () => {
  it('splits blocks on blank lines and makes plain blocks paragraphs', () => {
    expect(parseSimpleMarkup('First line\ncontinues.\n\n\nSecond.')).toEqual([
      { type: 'paragraph', text: 'First line continues.' },
      { type: 'paragraph', text: 'Second.' },
    ]);
  });

  it("reads '# ', '## ' and '### ' as headings below the page's own h1", () => {
    expect(parseSimpleMarkup('# One\n\n## Two\n\n### Three')).toEqual([
      { type: 'heading', level: 2, text: 'One' },
      { type: 'heading', level: 2, text: 'Two' },
      { type: 'heading', level: 3, text: 'Three' },
    ]);
  });

  it('never skips a heading level', () => {
    expect(parseSimpleMarkup('### Deep first\n\n**Sub**')).toEqual([
      { type: 'heading', level: 2, text: 'Deep first' },
      { type: 'subheading', level: 3, text: 'Sub' },
    ]);
  });

  it('reads a line wrapped in ** as a sub-heading one level below its section', () => {
    expect(parseSimpleMarkup('## Section\n\n**Why it matters**\n\nText.')).toEqual([
      { type: 'heading', level: 2, text: 'Section' },
      { type: 'subheading', level: 3, text: 'Why it matters' },
      { type: 'paragraph', text: 'Text.' },
    ]);
  });

  it("reads '- ' lines as one list", () => {
    expect(parseSimpleMarkup('- Crack repair\n- Re-grinding\n-  Sealing ')).toEqual([
      { type: 'list', items: ['Crack repair', 'Re-grinding', 'Sealing'] },
    ]);
  });

  it('reads a line wrapped in * as an italic note', () => {
    expect(parseSimpleMarkup('*Call for a free estimate.*')).toEqual([{ type: 'note', text: 'Call for a free estimate.' }]);
  });

  it('keeps asterisks inside a paragraph as text', () => {
    expect(parseSimpleMarkup('Prices *vary* by size')).toEqual([{ type: 'paragraph', text: 'Prices *vary* by size' }]);
  });

  it('handles Windows line endings and surrounding space', () => {
    expect(parseSimpleMarkup('\r\n## Title\r\n\r\nBody\r\n')).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'paragraph', text: 'Body' },
    ]);
  });

  it('returns no blocks for empty text', () => {
    expect(parseSimpleMarkup('  \n\n ')).toEqual([]);
  });
});
