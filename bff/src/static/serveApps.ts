import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { REMOTE_NAMES } from '@immodesk/contracts/shell/getShellConfig.contract';
import { parsePublicPath } from '@immodesk/contracts/shell/publicSitePaths';
import { AppError } from '@immodesk/platform/errors';
import type { AppState } from '../http/appContext';

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|json|woff2?|png|svg|jpg|webp)$/;
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'mf-stats.json']);

/** Manifest, remoteEntry and the host page must be revalidated; hashed chunks never change once published. */
export function cacheControlFor(fileName: string): string {
  if (ALWAYS_REVALIDATE.has(fileName)) return 'no-cache';
  if (HASHED_FILE.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function sendFile(
  ctx: Parameters<Middleware<AppState>>[0],
  root: string,
  file: string,
): Promise<boolean> {
  try {
    const served = await send(ctx, file, {
      root,
      index: false,
      hidden: false,
      setHeaders: (res, servedPath) =>
        res.setHeader('Cache-Control', cacheControlFor(path.basename(servedPath))),
    });
    return Boolean(served);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}

/**
 * A path that does not decode (`/%E0.js`) or that climbs or hides once decoded (`/..%2f..%2fetc/passwd`, a NUL, a
 * backslash) is answered 400 before any file is looked up; no page of ours has such a path.
 */
function assertReadablePath(rawPath: string): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new AppError('validation_error', { messageKey: 'errors.unreadableRequest' });
  }
  if (/[\\\0]/.test(decoded) || decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new AppError('validation_error', { messageKey: 'errors.unreadableRequest' });
  }
}

/**
 * Serves the built shell (with the SPA fallback to index.html) and each remote's build under `/remotes/<name>/`,
 * as a CDN would. Remotes allow any origin, so a white-label shell elsewhere can load them. Public website paths
 * (/, /nl, /fr/pricing, /features…) get the public bundle's page (shell/app/dist/site/index.html), which carries
 * no app code and no Module Federation runtime; without that build they fall back to the shell.
 */
export function serveApps(options: {
  shellDir: string;
  remoteDirs: Record<string, string>;
}): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();
    assertReadablePath(ctx.path);

    const remoteMatch = /^\/remotes\/([a-z]+)(\/.*)$/.exec(ctx.path);
    if (remoteMatch) {
      const [, name = '', file = '/'] = remoteMatch;
      const root = (REMOTE_NAMES as readonly string[]).includes(name) ? options.remoteDirs[name] : undefined;
      ctx.set('Access-Control-Allow-Origin', '*');
      if (root && (await sendFile(ctx, root, file))) return;
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }

    const hasExtension = path.extname(ctx.path) !== '';
    if (hasExtension && (await sendFile(ctx, options.shellDir, ctx.path))) return;
    if (hasExtension) return next();

    const publicPath = parsePublicPath(ctx.path);
    if (publicPath && fs.existsSync(path.join(options.shellDir, 'site', 'index.html'))) {
      // The landing page in each language is prerendered at build time (shell/app/scripts/prerenderSite.mjs).
      const landing =
        publicPath.page === '' && publicPath.language ? `/site/landing-${publicPath.language}.html` : null;
      if (landing && (await sendFile(ctx, options.shellDir, landing))) return;
      await sendFile(ctx, options.shellDir, '/site/index.html');
      return;
    }

    const indexFile = path.join(options.shellDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The shell is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    await sendFile(ctx, options.shellDir, '/index.html');
  };
}
