#!/usr/bin/env node
// `node scripts/stage-remotes.mjs <folder>`: copies each built remote (mf-<name>/dist) into <folder>/mf-<name>/<version>/,
// the layout of infra/cdn-cache-rules.md: a version's folder is uploaded once and never overwritten, so a rollback is
// a change of `entry` in the remote registry. Prints the registry entries for a CDN at PUBLIC_REMOTES_URL.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['properties', 'contacts', 'finance', 'documents', 'ai'];

const target = process.argv[2];
if (!target) {
  console.error('Usage: node scripts/stage-remotes.mjs <folder>');
  process.exit(2);
}
const baseUrl = (process.env.PUBLIC_REMOTES_URL ?? '').replace(/\/$/, '');
const entries = REMOTES.map((name) => {
  const dir = join(root, `mf-${name}`);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (!existsSync(join(dir, 'dist/mf-manifest.json'))) {
    console.error(`mf-${name} is not built: run npm run build first.`);
    process.exit(1);
  }
  const folder = `mf-${name}/${version}`;
  cpSync(join(dir, 'dist'), join(target, folder), { recursive: true });
  return { name, entry: `${baseUrl}/${folder}/mf-manifest.json`, version };
});
console.log(JSON.stringify({ remotes: entries }, null, 2));
