// The one rule for visitors' text (shared/visible-text.ts), which the intake,
// the lead record's reader, the CSV writer and the terminal all apply.
import { describe, expect, it } from 'vitest';
import { visibleLines } from '../../shared/visible-lines';
import { visibleText } from '../../shared/visible-text';

describe('visible text', () => {
  it('takes out Unicode tag characters, which spell hidden ASCII', () => {
    expect(visibleText('Ana\u{E0001}\u{E0041}\u{E0042}\u{E007F} Ruiz')).toBe('Ana Ruiz');
  });

  it('takes out the deprecated format characters U+206A to U+206F', () => {
    expect(visibleText('a\u206Ab\u206Bc\u206Cd\u206De\u206Ef\u206Fg')).toBe('abcdefg');
  });

  it('makes a line or paragraph separator a space in a line, and a line break in a message', () => {
    expect(visibleText('Park\u2028Slope\u2029Brooklyn')).toBe('Park Slope Brooklyn');
    expect(visibleLines('one\u2028two\u2029three')).toBe('one\ntwo\nthree');
  });

  it('keeps letters of every script, emoji (surrogate pairs) and ordinary spaces', () => {
    const text = 'José Martínez · 李 · Ελένη · 🏠 floor';
    expect(visibleText(text)).toBe(text);
    expect(visibleLines(text)).toBe(text);
  });

  it('still takes out control, bidirectional and zero-width characters', () => {
    expect(visibleText('Ada\u001b[31m Love\u202elace\u200b\u0007')).toBe('Ada[31m Lovelace');
  });
});
