// Reading a report's command line: its flags (strict, no positional
// arguments), the values a flag allows, and the one way a command answers a
// bad command line or --help.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { CommandIo } from '../run-main';

/** A bad command line: the command prints the message and its usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type FlagsConfig = NonNullable<ParseArgsConfig['options']>;

/** The flags every report takes. */
export const COMMON_FLAGS = {
  since: { type: 'string' },
  format: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies FlagsConfig;

/** What parseArgs reads for `T` on a strict command line: each flag's value, or undefined when not given. */
type FlagValues<T extends FlagsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>
>['values'];

/** The values of `flags` in `argv`. Throws a UsageError for an unknown flag, a missing value or a positional argument. */
export function parseFlags<const T extends FlagsConfig>(argv: string[], flags: T): FlagValues<T> {
  try {
    return parseArgs({ args: argv, options: flags, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `value` when `allowed` has it. Throws a UsageError naming `flag`. */
export function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
  return value as T;
}

/**
 * The options `parse` reads, or the exit code when there is nothing more to
 * do: 0 after printing the usage for --help, 2 after the message and the
 * usage for a bad command line.
 */
export function readCommandLine<T extends { help: boolean }>(
  command: string,
  usage: string,
  parse: () => T,
  io: Pick<CommandIo, 'write' | 'warn'>,
): T | number {
  let options: T;
  try {
    options = parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.warn(`${command}: ${error.message}\n\n${usage}`);
    return 2;
  }
  if (!options.help) return options;
  io.write(`${usage}\n`);
  return 0;
}
