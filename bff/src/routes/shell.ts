import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZGetShellConfigResponse } from '@immodesk/contracts/shell/getShellConfig.contract';
import { AppError } from '@immodesk/platform/errors';
import { defineRoute } from '../http/defineRoute';
import { applyBrandingOverride } from '../shell/brandingOverride';
import type { Services } from '../composition';

const ASSET_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp' };
const ZAssetParams = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i) });

export function shellRoutes(services: Pick<Services, 'shellConfig' | 'organizationBranding'>) {
  const { shellConfig, organizationBranding } = services;
  return [
    defineRoute({
      method: 'get',
      path: '/api/shell-config',
      auth: false,
      response: ZGetShellConfigResponse,
      handler: async ({ ctx }) => {
        // The answer depends on the session (an enterprise organization's own branding): never shared by a cache.
        ctx.set('Cache-Control', 'private, no-cache');
        ctx.vary('Cookie');
        const config = shellConfig.get();
        const session = await ctx.state.session();
        if (!session) return config;
        const override = await organizationBranding.appliedOverride(session.organizationId);
        return { ...config, branding: applyBrandingOverride(config.branding, override) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/branding/assets/:file',
      auth: false,
      input: { params: ZAssetParams },
      // The brand's images (a logo) live next to its BRANDING_CONFIG file: a new brand needs no rebuild.
      handler: async ({ ctx, params }) => {
        const type = ASSET_TYPES[path.extname(params.file).toLowerCase()];
        const file = path.join(shellConfig.brandingAssetsDir, params.file);
        if (!type || !fs.existsSync(file)) throw new AppError('not_found');
        ctx.set('Cache-Control', 'no-cache');
        ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        ctx.type = type;
        ctx.body = fs.createReadStream(file);
      },
    }),
  ];
}
