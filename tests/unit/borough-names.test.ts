import { describe, expect, it } from 'vitest';
import { boroughPossessive } from '../../shared/borough-names';
import { BOROUGHS } from '../../shared/constants';

describe('boroughPossessive', () => {
  it('writes each borough as AP style has it: Queens takes the apostrophe alone, the Bronx its article', () => {
    expect(BOROUGHS.map(boroughPossessive)).toEqual([
      "Manhattan's",
      "Brooklyn's",
      "Queens'",
      "the Bronx's",
      "Staten Island's",
      "Long Island's",
    ]);
  });
});
