// Runs a command's main() when its file is the one node was started with
// (`node dist/cli/leads.js`), not when a test imports it; its result is the
// exit code.
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { terminalLines } from './toolkit/terminal-text';

export function runMain(moduleUrl: string, main: (argv: string[]) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: Error) => {
      console.error(error.stack ?? error.message);
      process.exitCode = 1;
    },
  );
}

/** What a command that prints a report gets from its process (tests give their own). */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** Raw output (the report, or the path of the file it was written to). */
  write: (text: string) => void;
  /** One line of notes, warnings and errors (cleaned for the terminal: it may name what a visitor sent). */
  warn: (line: string) => void;
  now: Date;
  /** The terminal's width, when stdout is one. */
  columns?: number;
  /** Asks the person at the terminal and resolves with their answer; undefined when no one can answer (stdin or stderr is not a terminal). */
  ask?: (question: string) => Promise<string>;
}

/** A question on stderr (stdout may be a file), the answer read from stdin. */
async function askAtTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(terminalLines(question));
  } finally {
    terminal.close();
  }
}

export function processIo(): CommandIo {
  return {
    env: process.env,
    write: (text) => process.stdout.write(text),
    warn: (line) => console.error(terminalLines(line)),
    now: new Date(),
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    ask: process.stdin.isTTY && process.stderr.isTTY ? askAtTerminal : undefined,
  };
}
