import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestOwner } from './organizations';
import { repoRoot } from './paths';

/**
 * Copies of the demo organization (same properties, tenants, payments and documents, each its own owner) for the
 * specs that change what the shared demo owner keeps, such as the interface language: with two workers another
 * spec may be signed in as the demo owner at the same moment. Seeded once before the run (globalSetup), as the
 * demo itself: a seed that writes for seconds while the other worker writes too would make SQLite wait too long.
 */
export const DEMO_COPIES = ['documents', 'property-cards-fr'] as const;
export type DemoCopy = (typeof DEMO_COPIES)[number];

export function demoCopyOwner(copy: DemoCopy): TestOwner {
  return { email: `demo-copy-${copy}@example.be`, password: 'Demo-Kopie-2026' };
}

/** Writes (again) the demo organization for `owner` into the database of `dataDir`/DATABASE_URL. */
export function seedDemoOrganization(dataDir: string, owner?: TestOwner): void {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'scripts/seed-demo.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(owner ? { DEMO_EMAIL: owner.email, DEMO_PASSWORD: owner.password } : {}),
    },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`Seeding the demo data failed:\n${seed.stdout}\n${seed.stderr}`);
}
