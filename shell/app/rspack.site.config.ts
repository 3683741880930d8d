import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';

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
    filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
    chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
    cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
    cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  module: {
    parser: { 'css/auto': { namedExports: false } },
    generator: { 'css/auto': { localIdentName: 'idk-site-[local]-[hash:6]', exportsConvention: 'as-is' } },
    rules: [
      {
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
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: join(appDir, 'site.html'), filename: 'index.html', publicPath: '/site/' }),
  ],
  optimization: { moduleIds: isDev ? 'named' : 'deterministic', chunkIds: isDev ? 'named' : 'deterministic' },
  performance: { hints: false },
};

export default config;
