import path from 'node:path';
import { z } from 'zod';
import { ZBrandColors, ZBrandLogoUrl } from '@immodesk/contracts/organization/organizationBranding.contract';
import {
  REMOTE_NAMES,
  ZBranding,
  ZRemoteDescriptor,
  ZRemoteName,
  type TBranding,
  type TGetShellConfigResponse,
  type TRemoteDescriptor,
} from '@immodesk/contracts/shell/getShellConfig.contract';
import { REPOSITORY_ROOT } from '../paths';
import { watchedJsonFile } from './watchedJsonFile';

export const ZRemotesFile = z.object({ remotes: z.array(ZRemoteDescriptor) });

/**
 * A deployment's brand file: the branding of the response, with colours restricted to the theme's names and
 * `#rrggbb` values (they become CSS), and optionally the remotes this deployment offers (all when absent).
 */
export const ZBrandingFile = ZBranding.extend({
  logoUrl: ZBrandLogoUrl.nullable(),
  colors: ZBrandColors,
  enabledRemotes: z.array(ZRemoteName).optional(),
});
type TBrandingFile = z.infer<typeof ZBrandingFile>;

export type ShellConfigSource = {
  get(): TGetShellConfigResponse;
  /** Branding alone (product name for mails), readable even when the remote registry is broken. */
  branding(): TBranding;
  /** Origins of remotes served from elsewhere (a CDN), for the Content-Security-Policy. */
  remoteOrigins(): string[];
  /** The folder of the brand file, whose images are served under /api/branding/assets/. */
  brandingAssetsDir: string;
};

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** MAP_TILE_URL (validated in config): unset → OpenStreetMap, empty → no tiles. */
export function mapSettings(env: NodeJS.ProcessEnv): { tileUrl: string | null } {
  const tileUrl = env.MAP_TILE_URL ?? DEFAULT_TILE_URL;
  return { tileUrl: tileUrl.trim() || null };
}

/** The tile server's origin, for the Content-Security-Policy's img-src; null without tiles. */
export function mapTileOrigin(env: NodeJS.ProcessEnv): string | null {
  const { tileUrl } = mapSettings(env);
  if (!tileUrl) return null;
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
}

/**
 * The remote registry and branding: `infra/remotes.json` (or REMOTES_CONFIG), with REMOTE_<NAME>_URL and
 * REMOTE_<NAME>_VERSION overriding one entry, and `infra/branding/default.json` (or BRANDING_CONFIG). A remote the
 * brand file does not enable is left out of the answer, so the shell neither loads nor lists it.
 */
export function createShellConfigSource(options: {
  remotesFile?: string | undefined;
  brandingFile?: string | undefined;
  env: NodeJS.ProcessEnv;
}): ShellConfigSource {
  const readRemotes = watchedJsonFile(
    options.remotesFile ?? path.join(REPOSITORY_ROOT, 'infra/remotes.json'),
    ZRemotesFile,
  );
  const brandingFile = options.brandingFile ?? path.join(REPOSITORY_ROOT, 'infra/branding/default.json');
  const readBrandingFile = watchedJsonFile<TBrandingFile>(brandingFile, ZBrandingFile);
  const readBranding = (): TBranding => {
    const { productName, logoUrl, colors, supportEmail } = readBrandingFile();
    return { productName, logoUrl, colors: colors as Record<string, string>, supportEmail };
  };
  const isEnabled = (remote: TRemoteDescriptor) =>
    readBrandingFile().enabledRemotes?.includes(remote.name) ?? true;

  // Derived once per version of the registry file (watchedJsonFile hands out the same object until it changes):
  // every response's CSP asks for the origins, so this is on the hot path.
  let derived: { file: object; remotes: TRemoteDescriptor[]; origins: string[] } | undefined;
  const derive = () => {
    const file = readRemotes();
    if (derived?.file === file) return derived;
    const remotes = file.remotes
      .filter((remote) => (REMOTE_NAMES as readonly string[]).includes(remote.name))
      .map((remote) => {
        const key = remote.name.toUpperCase();
        return {
          name: remote.name,
          entry: options.env[`REMOTE_${key}_URL`] ?? remote.entry,
          version: options.env[`REMOTE_${key}_VERSION`] ?? remote.version,
        };
      });
    const origins = [
      ...new Set(
        remotes
          .filter((remote) => /^https?:\/\//.test(remote.entry))
          .map((remote) => new URL(remote.entry).origin),
      ),
    ];
    derived = { file, remotes, origins };
    return derived;
  };

  return {
    get: () => ({
      remotes: derive().remotes.filter(isEnabled),
      branding: readBranding(),
      map: mapSettings(options.env),
    }),
    branding: () => readBranding(),
    brandingAssetsDir: path.dirname(path.resolve(brandingFile)),
    remoteOrigins: () => {
      try {
        return derive().origins;
      } catch {
        // A broken registry is reported by /api/shell-config itself; headers must still be sent.
        return [];
      }
    },
  };
}
