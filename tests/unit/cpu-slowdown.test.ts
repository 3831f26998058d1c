// The calibrated slowdown of npm run lighthouse: the throttling guide's
// mapping from a host's benchmarkIndex.
import { describe, expect, it } from 'vitest';
import { median, slowdownFor } from '../../scripts/lib/cpu-slowdown';

describe('the CPU slowdown for a host', () => {
  it.each([
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [150, 1],
    [50, 1],
  ])('benchmarkIndex %d maps to %d×', (index, slowdown) => {
    expect(slowdownFor(index)).toBe(slowdown);
  });

  it('reads the middle of several benchmark readings', () => {
    expect(median([2705, 1822, 2620])).toBe(2620);
    expect(median([1800, 2000])).toBe(1900);
  });
});
