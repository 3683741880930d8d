import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { browserBundle, outputFileNames } from '@immodesk/mf-preset/createMfConfig';

const appDir = dirname(fileURLToPath(import.meta.url));
const isDev = process.env.NODE_ENV !== 'production';

/**
 * The public website (/, /nl, /features, …) as its own bundle: plain React, no Module Federation runtime,
 * no router or query library, no app code. The BFF serves dist/site/index.html for public paths
 * (bff/src/static/serveApps.ts); links into the app are full page loads. Built after the host, whose
 * `output.clean` empties dist/.
 */
const config: Configuration = {
  ...browserBundle({ appDir, entry: { site: './src/site/index.tsx' }, cssPrefix: 'idk-site', isDev }),
  output: {
    path: join(appDir, 'dist/site'),
    publicPath: '/site/',
    uniqueName: 'immodesk_site',
    ...outputFileNames(isDev),
    clean: true,
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      // The same page as the app's: one <div id="root">, the theme colour and the no-script notice.
      template: join(appDir, 'index.html'),
      filename: 'index.html',
      publicPath: '/site/',
    }),
  ],
};

export default config;
