import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './paths';
import { startProduct, type ProductInstance } from './product';

export type RemoteEntry = { name: string; entry: string; version: string };
export type RemoteRegistry = { remotes: RemoteEntry[] };

export function readDefaultRegistry(): RemoteRegistry {
  return JSON.parse(readFileSync(resolve(repoRoot, 'infra/remotes.json'), 'utf8')) as RemoteRegistry;
}

/** Writes a registry file in which `name` points elsewhere, the way an operator changes a deployment. */
export function writeRegistry(file: string, registry: RemoteRegistry): void {
  writeFileSync(file, JSON.stringify(registry, null, 2));
}

export function withRemote(
  registry: RemoteRegistry,
  name: string,
  change: Partial<RemoteEntry>,
): RemoteRegistry {
  return {
    remotes: registry.remotes.map((remote) => (remote.name === name ? { ...remote, ...change } : remote)),
  };
}

/**
 * Another product on the e2e data whose remotes come from `registry`, written to a file of its own: a test may rewrite
 * that file later (writeRegistry) to change the deployment under the running product.
 */
export async function startProductWithRegistry(
  registry: RemoteRegistry,
): Promise<{ product: ProductInstance; registryFile: string }> {
  const registryFile = join(mkdtempSync(join(tmpdir(), 'immodesk-e2e-')), 'remotes.json');
  writeRegistry(registryFile, registry);
  const product = await startProduct({
    dataDir: process.env.E2E_DATA_DIR!,
    env: { REMOTES_CONFIG: registryFile },
  });
  return { product, registryFile };
}
