import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

export type NotifiedOwner = { email: string; password: string; devices: string[] };

let counter = 0;

/**
 * A new owner in the product's database with `count` unread "new sign-in" notifications, the newest last in
 * `devices`. Created through the services (as the BFF would), in a separate process on the same data.
 */
export function createNotifiedOwner(count: number): NotifiedOwner {
  counter += 1;
  const email = `notified-${Date.now()}-${counter}@example.be`;
  const password = 'Bell-Notifications-2026';
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(repoRoot, 'shell/e2e/support/scripts/createNotifiedOwner.ts'),
      email,
      password,
      String(count),
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`Creating the notified owner failed:\n${result.stdout}\n${result.stderr}`);
  const { devices } = JSON.parse(result.stdout) as { devices: string[] };
  return { email, password, devices };
}
