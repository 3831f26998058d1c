// The order of the browser test files: those that take minutes first, so the
// two workers finish together. Vitest orders by the last run's times, and
// larger files first until it has any, which on a fresh clone (CI) put the
// longest file, six minutes of axe-core scans, last. Measured on a 2-core
// host, longest first.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = [
  'accessibility.test.ts',
  'no-javascript.test.ts',
  'hydration.test.ts',
  'client-navigation.test.ts',
  'image-sharpness.test.ts',
  'production-install.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = LONGEST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return at === -1 ? LONGEST.length : at;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
