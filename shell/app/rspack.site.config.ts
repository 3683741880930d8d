import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { moduleOptions, outputFileNames } from '@immodesk/mf-preset/createMfConfig';

const appDir = dirname(fileURLToPath(import.meta.url));
const isDev = process.env.NODE_ENV !== 'production';

/**
 * The public website (/, /nl, /features, …) as its own bundle: plain React, no Module Federation runtime,
 * no router or query library, no app code. The BFF serves dist/site/index.html for public paths
 * (bff/src/static/serveApps.ts); links into the app are full page loads. Built after the host, whose
 * `output.clean` empties dist/.
 */
const config: Configuration = {
  context: appDir,
  mode: isDev ? 'development' : 'production',
  target: ['web', 'es2022'],
  entry: { site: './src/site/index.tsx' },
  devtool: isDev ? 'cheap-module-source-map' : 'source-map',
  output: {
    path: join(appDir, 'dist/site'),
    publicPath: '/site/',
    uniqueName: 'immodesk_site',
    ...outputFileNames(isDev),
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  module: moduleOptions(isDev, 'idk-site'),
  plugins: [
    new rspack.HtmlRspackPlugin({
      template: join(appDir, 'site.html'),
      filename: 'index.html',
      publicPath: '/site/',
    }),
  ],
  optimization: { moduleIds: isDev ? 'named' : 'deterministic', chunkIds: isDev ? 'named' : 'deterministic' },
  performance: { hints: false },
};

export default config;
