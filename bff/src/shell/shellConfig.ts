import path from 'node:path';
import { z } from 'zod';
import {
  REMOTE_NAMES,
  ZBranding,
  ZRemoteDescriptor,
  type TBranding,
  type TGetShellConfigResponse,
  type TRemoteDescriptor,
} from '@immodesk/contracts/shell/getShellConfig.contract';
import { REPOSITORY_ROOT } from '../paths';
import { watchedJsonFile } from './watchedJsonFile';

const ZRemotesFile = z.object({ remotes: z.array(ZRemoteDescriptor) });

export type ShellConfigSource = {
  get(): TGetShellConfigResponse;
  /** Branding alone (product name for mails), readable even when the remote registry is broken. */
  branding(): TBranding;
  /** Origins of remotes served from elsewhere (a CDN), for the Content-Security-Policy. */
  remoteOrigins(): string[];
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
 * REMOTE_<NAME>_VERSION overriding one entry, and `infra/branding/default.json` (or BRANDING_CONFIG).
 */
export function createShellConfigSource(options: {
  remotesFile?: string | undefined;
  brandingFile?: string | undefined;
  env: NodeJS.ProcessEnv;
}): ShellConfigSource {
  const readRemotes = watchedJsonFile(options.remotesFile ?? path.join(REPOSITORY_ROOT, 'infra/remotes.json'), ZRemotesFile);
  const readBranding = watchedJsonFile<TBranding>(options.brandingFile ?? path.join(REPOSITORY_ROOT, 'infra/branding/default.json'), ZBranding);

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
    const origins = [...new Set(remotes.filter((remote) => /^https?:\/\//.test(remote.entry)).map((remote) => new URL(remote.entry).origin))];
    derived = { file, remotes, origins };
    return derived;
  };

  return {
    get: () => ({ remotes: derive().remotes, branding: readBranding(), map: mapSettings(options.env) }),
    branding: () => readBranding(),
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
