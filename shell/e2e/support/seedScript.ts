import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

/**
 * Runs support/scripts/<script>.ts with tsx next to the running product, on its data (a separate process: the test
 * writes through the services as the BFF would, not through a back door of the product), and returns what it printed.
 */
export function runSeedScript(script: string, args: string[], what: string): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', resolve(repoRoot, `shell/e2e/support/scripts/${script}.ts`), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Creating ${what} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
