// An operator command run as on a production install: `node dist/cli/NAME.js`
// (built by the global setup), with the environment given.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(
  command: 'leads' | 'traffic' | 'content-check' | 'content-schema',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(inject('cliDir'), `${command}.js`), ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code ?? -1, stdout: failed.stdout, stderr: failed.stderr };
  }
}
