import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import siteConfig from './rspack.site.config';

const appDir = dirname(fileURLToPath(import.meta.url));

/**
 * The public site compiled for Node, to prerender the landing pages at build time (scripts/prerenderSite.mjs).
 * Same loaders, CSS class names and uniqueName as the browser build, so the HTML hydrates; CSS itself is left
 * to the browser build. Written to dist/.prerender (a dot folder: the BFF never serves it).
 */
const config: Configuration = {
  ...siteConfig,
  target: 'node',
  entry: { prerender: './src/site/prerender.tsx' },
  devtool: false,
  output: {
    path: join(appDir, 'dist/.prerender'),
    uniqueName: 'immodesk_site',
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  externals: [/^react(-dom)?(\/.*)?$/],
  externalsType: 'commonjs',
  module: {
    ...siteConfig.module,
    generator: {
      'css/auto': {
        localIdentName: 'idk-site-[local]-[hash:6]',
        exportsConvention: 'as-is',
        exportsOnly: true,
      },
    },
  },
  plugins: [],
  optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
};

export default config;
