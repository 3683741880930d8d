import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

export type LeaseOfLandlord = {
  id: string;
  structuredReference: string;
  amountDueCents: number;
  tenant: string;
};
export type LandlordWithLeases = { email: string; password: string; contracts: LeaseOfLandlord[] };

let counter = 0;

/**
 * A new landlord in the product's database with a primary bank account (KBC BE68 5390 0754 7034) and two signed
 * monthly leases whose due items exist (Sofie Claes since last month, € 860; Luc Dubois this month, € 1,000), made
 * through the services in a separate process on the same data. Statements for them: support/bankStatements.ts.
 */
export function createLandlordWithLeases(): LandlordWithLeases {
  counter += 1;
  const email = `landlord-${process.pid}-${Date.now()}-${counter}@example.be`;
  const password = 'Huur-Verzoek-2026';
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(repoRoot, 'shell/e2e/support/scripts/createLandlordWithLeases.ts'),
      email,
      password,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`Creating the landlord failed:\n${result.stdout}\n${result.stderr}`);
  const { contracts } = JSON.parse(result.stdout) as { contracts: LeaseOfLandlord[] };
  return { email, password, contracts };
}
