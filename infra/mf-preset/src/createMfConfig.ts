import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** The run-time singletons of ARCHITECTURE.md. Sub-path keys are listed because MF matches keys exactly. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'single-spa',
  'sonner',
  '@immodesk/sdk',
  '@immodesk/ui-kit',
] as const;

/**
 * Singletons built from a module of this preset instead of the package's entry, shared at the package's version.
 * react-router-dom: its declarative mode only (see shared/reactRouterDom.ts), a quarter of the whole package.
 */
const SHARED_FROM_PRESET: Partial<Record<(typeof SHARED_SINGLETONS)[number], string>> = {
  'react-router-dom': join(dirname(fileURLToPath(import.meta.url)), 'shared/reactRouterDom.ts'),
};

export const DEV_PORTS = {
  shell: 3100,
  properties: 3101,
  contacts: 3102,
  finance: 3103,
  documents: 3104,
  ai: 3105,
} as const;
export type AppName = keyof typeof DEV_PORTS;

export type MfConfigOptions = {
  /** `shell` for the host; the remote's name (also its MF name, `loadRemote('<name>/spa')`). */
  name: AppName;
  /** The app folder (where package.json sits); pass `import.meta.dirname` or the config's folder. */
  appDir: string;
  /** BFF that the dev server proxies `/api` (and, for the shell, `/remotes`) to. */
  apiTarget?: string;
  /** A remote's standalone page title (`npm run dev -w mf-<name>`); the page itself comes from the preset. */
  title?: string;
};

type PackageJson = { name: string; version: string; dependencies?: Record<string, string> };

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** `react/jsx-runtime` → `react`, `@tanstack/react-query` → itself. */
function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** Finds a dependency's package.json by walking up node_modules folders (workspace packages export no package.json). */
function installedVersion(appDir: string, packageName: string): string | undefined {
  let dir = appDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(candidate)) return readPackageJson(candidate).version;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** requiredVersion comes from the app's package.json; workspace ranges (`*`) become `^<installed version>`. */
function requiredVersionOf(appDir: string, pkg: PackageJson, request: string): string {
  const name = packageNameOf(request);
  const declared = pkg.dependencies?.[name];
  if (declared && declared !== '*' && !declared.startsWith('workspace:')) return declared;
  const installed = installedVersion(appDir, name);
  if (!installed)
    throw new Error(
      `[mf-preset] ${pkg.name} shares "${request}" but ${name} is neither declared nor installed`,
    );
  return `^${installed}`;
}

/**
 * Never eager, in the shell neither: its entry is an async boundary (index.ts → import('./bootstrap')), so each
 * singleton is a chunk of its own that loads (in parallel) only when code that needs it runs, and a shared module
 * is tree-shaken to what its own module lists (an eager one keeps far more: react-router's data router).
 */
function sharedConfig(appDir: string, pkg: PackageJson) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const config = {
        singleton: true,
        requiredVersion: requiredVersionOf(appDir, pkg, request),
        strictVersion: false,
      };
      const presetModule = SHARED_FROM_PRESET[request];
      if (!presetModule) return [request, config];
      const version = installedVersion(appDir, packageNameOf(request));
      if (!version) throw new Error(`[mf-preset] ${pkg.name} shares "${request}" but it is not installed`);
      return [request, { ...config, import: presetModule, version }];
    }),
  );
}

/** The page of a remote's standalone dev server: `#root` for the remote's bootstrap to mount into. */
function standalonePage(title: string): string {
  return `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title} (standalone)</title>
  </head>
  <body>
    <main id="root" style="max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem"></main>
  </body>
</html>
`;
}

/** TypeScript and TSX through swc, React's automatic runtime; shared with the public site's build. */
export function scriptRule(isDev: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: false, refresh: false } },
        target: 'es2022',
      },
      sourceMaps: isDev,
    },
    type: 'javascript/auto',
  };
}

/** CSS Modules with a class prefix per app (`idk`, `idk-<remote>`, `idk-site`), plain scripts through swc. */
export function moduleOptions(isDev: boolean, cssPrefix: string): NonNullable<Configuration['module']> {
  return {
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      'css/auto': { localIdentName: `${cssPrefix}-[local]-[hash:6]`, exportsConvention: 'as-is' },
    },
    rules: [scriptRule(isDev), { test: /\.css$/, type: 'css/auto' }],
  };
}

/** Hashed file names in production (chunks are immutable on the CDN), plain names in development. */
export function outputFileNames(isDev: boolean) {
  const name = isDev ? '[name]' : '[name].[contenthash:10]';
  return {
    filename: `${name}.js`,
    chunkFilename: `${name}.js`,
    cssFilename: `${name}.css`,
    cssChunkFilename: `${name}.css`,
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
  };
}

/** What every browser bundle of the repo shares: its folder, mode, targets, entry, source maps, loaders, ids. */
export function browserBundle(options: {
  appDir: string;
  entry: Record<string, string>;
  cssPrefix: string;
  isDev: boolean;
}) {
  const { appDir, entry, cssPrefix, isDev } = options;
  return {
    context: appDir,
    mode: isDev ? 'development' : 'production',
    target: ['web', 'es2022'],
    entry,
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: moduleOptions(isDev, cssPrefix),
    optimization: {
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : 'deterministic',
    },
    performance: { hints: false },
  } satisfies Configuration;
}

/**
 * One rspack configuration for the shell (host) and every remote: swc for TS/TSX, CSS Modules with a
 * per-app class prefix, hashed file names, `mf-manifest.json`, singletons shared loaded-first.
 * The host registers remotes at run time only: a remote listed statically is fetched at start-up and a
 * dead one blanks the host (TECH-NOTES, RUNTIME-003).
 */
export function createMfConfig(options: MfConfigOptions): Configuration {
  const { name, appDir } = options;
  const isHost = name === 'shell';
  const isDev = process.env.NODE_ENV !== 'production';
  const pkg = readPackageJson(join(appDir, 'package.json'));
  const buildVersion = process.env.MF_BUILD_VERSION || process.env.REMOTE_VERSION || pkg.version;
  const outputDir = process.env.MF_OUTPUT_DIR ? resolve(process.env.MF_OUTPUT_DIR) : join(appDir, 'dist');
  const apiTarget = options.apiTarget ?? process.env.MF_API_TARGET ?? 'http://localhost:3000';
  const cssPrefix = isHost ? 'idk' : `idk-${name}`;
  // The BFF's CSRF guard wants a same-origin Origin: rewrite it to the target's so dev logins work.
  const proxyTo = (paths: string[]) => ({
    context: paths,
    target: apiTarget,
    changeOrigin: true,
    on: {
      proxyReq: (proxyReq: { setHeader: (name: string, value: string) => void }) =>
        proxyReq.setHeader('origin', apiTarget),
    },
  });

  return {
    ...browserBundle({ appDir, entry: { main: './src/index.ts' }, cssPrefix, isDev }),
    output: {
      path: outputDir,
      publicPath: 'auto',
      uniqueName: `immodesk_${name}`,
      ...outputFileNames(isDev),
      clean: true,
    },
    plugins: [
      new rspack.DefinePlugin({
        __MF_BUILD_VERSION__: JSON.stringify(buildVersion),
        __MF_APP_NAME__: JSON.stringify(name),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { './spa': './src/spa.tsx' } }),
        shared: sharedConfig(appDir, pkg),
        shareStrategy: 'loaded-first',
        // One copy of the federation runtime (~25 KB gz) on the page: the shell's, which it hands to the remotes.
        // A production remote needs a shell built with this preset (release the shell first when the MF version
        // changes); a remote's dev server keeps its own runtime so its standalone page works without the shell.
        // Browser-only code paths; a remote never loads another remote, so it leaves out that part of the runtime.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: !isDev, optimization: { target: 'web', disableRemote: true } },
        manifest: true,
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({
        ...(isHost
          ? { template: join(appDir, 'index.html') }
          : { templateContent: standalonePage(options.title ?? name) }),
        publicPath: '/',
        // Only the app's own entry: `remoteEntry.js` must not be injected into a remote's standalone page.
        chunks: ['main'],
      }),
    ],
    devServer: {
      port: DEV_PORTS[name],
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [proxyTo(isHost ? ['/api', '/remotes'] : ['/api'])],
    },
  };
}
