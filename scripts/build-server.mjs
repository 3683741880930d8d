#!/usr/bin/env node
// `npm run build:server`: the BFF with its in-process services compiled to plain JavaScript in dist/server
// (main.js: the product; jobs.js: one scheduled job; migrate.js: the migrations), run with `node`, no TypeScript
// loader at start-up. Our workspaces (@immodesk/*, TypeScript sources) are bundled; packages of the root
// node_modules stay there (native drivers, puppeteer, sharp), so the image keeps its production node_modules.
import { build } from 'esbuild';
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = join(root, 'dist/server');
export const SERVER_ENTRIES = ['main', 'jobs', 'migrate', 'backup', 'restore'];

const HOISTED = `${join(root, 'node_modules')}/`;

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Bare imports of packages in the root node_modules stay imports, resolved at run time from dist/server. Our own
 * workspaces are compiled in, and so is a package a workspace keeps in its own node_modules (the BFF's Koa 3 beside
 * the root's Koa 2): from dist/server, Node would find the root's version instead.
 */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const name = packageName(args.path);
      if (name.startsWith('@immodesk/')) return undefined;
      if (name.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0 || resolved.external) return { path: args.path, external: true };
      return resolved.path.startsWith(HOISTED) ? { path: args.path, external: true } : resolved;
    });
  },
};

/** Builds into a fresh folder, then puts it in place, so a server starting meanwhile never reads half a build. */
export async function buildServer() {
  const building = `${SERVER_OUT_DIR}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(SERVER_ENTRIES.map((name) => [name, join(root, `bff/src/${name}.ts`)])),
    outdir: building,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
    // A compiled-in CommonJS package may require() Node's built-ins: give the ES modules a require.
    banner: {
      js: [
        '// Built by scripts/build-server.mjs from bff/src; do not edit.',
        "import { createRequire as __createRequire } from 'node:module';",
        'const require = __createRequire(import.meta.url);',
      ].join('\n'),
    },
  });
  // A file the sources read next to themselves at run time.
  copyFileSync(
    join(root, 'services/properties/src/geo/belgian-postal-codes.csv'),
    join(building, 'belgian-postal-codes.csv'),
  );
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  try {
    renameSync(building, SERVER_OUT_DIR);
  } catch (error) {
    // Another start built it at the same moment: theirs is as fresh as ours.
    rmSync(building, { recursive: true, force: true });
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built in ${Date.now() - started} ms: ${SERVER_OUT_DIR}`);
}
