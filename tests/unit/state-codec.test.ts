import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packState, unpackState } from '../../shared/state-codec';

describe('the state codec', () => {
  it('round-trips any JSON value unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const asJson = JSON.parse(JSON.stringify(value)); // JSON itself turns -0 into 0
        expect(unpackState(JSON.parse(JSON.stringify(packState(value))))).toEqual(asJson);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips lists of same-shaped records, nested too', () => {
    const record = fc.record({
      slug: fc.string(),
      neighborhood: fc.string(),
      borough: fc.constantFrom('Queens', 'Bronx'),
      tags: fc.array(fc.string()),
    });
    fc.assert(
      fc.property(fc.array(record, { minLength: 0, maxLength: 40 }), (list) => {
        const value = { queries: [{ state: { data: list } }] };
        expect(unpackState(JSON.parse(JSON.stringify(packState(value))))).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });

  it('sends a long list of records in far fewer bytes', () => {
    const list = Array.from({ length: 247 }, (_, i) => ({ slug: `place-${i}-queens-ny`, neighborhood: `Place ${i}`, borough: 'Queens' }));
    const plain = JSON.stringify(list).length;
    const packed = JSON.stringify(packState(list)).length;
    expect(packed).toBeLessThan(plain * 0.7);
  });

  it('leaves short or mixed lists as they are', () => {
    const short = [{ a: 1 }, { a: 2 }];
    const mixed = Array.from({ length: 10 }, (_, i) => (i % 2 ? { a: i } : { b: i }));
    expect(packState(short)).toEqual(short);
    expect(packState(mixed)).toEqual(mixed);
  });
});
