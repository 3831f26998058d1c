import { describe, expect, it } from 'vitest';
import { isReferenceOf, referenceOf } from '../../shared/lead-reference';

const id = '6c1e0f3a-9b2d-4c71-8e55-0d4f2a9b7c10';

describe('a request reference', () => {
  it('is the first eight hex digits of the id, in two groups of capitals', () => {
    expect(referenceOf(id)).toBe('6C1E-0F3A');
  });

  it('is recognised as typed on the phone or in a search, in either case, with or without its dash', () => {
    expect(isReferenceOf('6c1e-0f3a', id)).toBe(true);
    expect(isReferenceOf(' 6C1E0F3A ', id)).toBe(true);
    expect(isReferenceOf('6C1E-0F3B', id)).toBe(false);
    expect(isReferenceOf('6C1E', id)).toBe(false);
  });
});
