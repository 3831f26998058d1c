// Runs a command's main() when its file is the one node was started with
// (`node dist/cli/leads.js`), not when a test imports it; its result is the
// exit code.
import { pathToFileURL } from 'node:url';

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
