// Any unexpected console.error (a React warning, a hydration mismatch) fails the test.
import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, 'console.error was called').toEqual([]);
});
