import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_COPIES, demoCopyOwner, seedDemoOrganization } from './demoCopy';
import { repoRoot } from './paths';
import { startProduct, type ProductInstance } from './product';

/**
 * One seeded product for the whole run. Tests that need another configuration start their own
 * instance on the same data. Facts reach the workers through process.env (they are forked after this).
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = resolve(repoRoot, '.tmp/e2e/data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  seedDemoOrganization(dataDir);
  for (const copy of DEMO_COPIES) seedDemoOrganization(dataDir, demoCopyOwner(copy));

  // Behind one trusted proxy, as in production: each test comes from its own client address (fixtures.ts), so the
  // per-address rate limits (sign-up: 10 a minute) hold per visitor instead of across the whole suite.
  const product = await startProduct({ dataDir, env: { TRUSTED_PROXIES: '1' } });
  (globalThis as { __immodeskProduct?: ProductInstance }).__immodeskProduct = product;
  process.env.E2E_BASE_URL = product.baseURL;
  process.env.E2E_DATA_DIR = dataDir;
}
