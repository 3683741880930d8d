import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

/**
 * Signs the given draft contracts as on their signing date and generates their rent schedule at once (the
 * `rent-schedule` job runs hourly in the product), in the e2e database.
 */
export function signContractsLongAgo(contractIds: string[]): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'shell/e2e/support/scripts/signContractsLongAgo.ts'), ...contractIds], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Signing the contracts failed:\n${result.stdout}\n${result.stderr}`);
}
