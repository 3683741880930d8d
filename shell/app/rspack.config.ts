import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';
import { createMfConfig } from '@immodesk/mf-preset/createMfConfig';

const config = createMfConfig({ name: 'shell', appDir: dirname(fileURLToPath(import.meta.url)) });

// @module-federation/retry-plugin 0.17 brings its own @module-federation/sdk 0.17 for one `createLogger`: use the
// sdk the federation runtime already puts on the page (same function) instead of sending a second copy.
// The package folder (…/sdk/dist/index.cjs → …/sdk), so its `exports` still pick the ES module build.
const federationSdk = dirname(dirname(createRequire(import.meta.url).resolve('@module-federation/sdk')));
config.resolve = {
  ...config.resolve,
  alias: {
    ...(config.resolve?.alias as Record<string, string> | undefined),
    '@module-federation/sdk$': federationSdk,
  },
};

// The service worker of push notifications (public/sw.js) is served from the root, so its scope is the whole app.
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.CopyRspackPlugin({
    patterns: [{ from: join(dirname(fileURLToPath(import.meta.url)), 'public') }],
  }),
];

export default config;
