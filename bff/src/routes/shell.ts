import { z } from 'zod';
import { ZGetShellConfigResponse } from '@immodesk/contracts/shell/getShellConfig.contract';
import { publicRoute } from '../http/routeShorthands';
import type { Services } from '../composition';
import { openBrandingAsset } from '../shell/brandingAssets';
import { getShellConfig } from '../use-cases/getShellConfig';

const ZAssetParams = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i) });

export function shellRoutes(services: Pick<Services, 'shellConfig' | 'organizationBranding'>) {
  const { shellConfig } = services;
  return [
    publicRoute.get('/api/shell-config', { response: ZGetShellConfigResponse }, async ({ ctx }) => {
      // The answer depends on the session (an enterprise organization's own branding): never shared by a cache.
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.vary('Cookie');
      return getShellConfig(services, await ctx.state.session());
    }),
    // The brand's images (a logo) live next to its BRANDING_CONFIG file: a new brand needs no rebuild.
    publicRoute.get('/api/branding/assets/:file', { params: ZAssetParams }, async ({ ctx, params }) => {
      const { type, stream } = openBrandingAsset(shellConfig.brandingAssetsDir, params.file);
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      ctx.type = type;
      ctx.body = stream;
    }),
  ];
}
