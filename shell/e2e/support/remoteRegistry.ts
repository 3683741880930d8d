import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

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
