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

  const remotes = (): TRemoteDescriptor[] =>
    readRemotes()
      .remotes.filter((remote) => (REMOTE_NAMES as readonly string[]).includes(remote.name))
      .map((remote) => {
        const key = remote.name.toUpperCase();
        return {
          name: remote.name,
          entry: options.env[`REMOTE_${key}_URL`] ?? remote.entry,
          version: options.env[`REMOTE_${key}_VERSION`] ?? remote.version,
        };
      });

  return {
    get: () => ({ remotes: remotes(), branding: readBranding() }),
    branding: () => readBranding(),
    remoteOrigins: () => {
      const origins = new Set<string>();
      let configured: TRemoteDescriptor[] = [];
      try {
        configured = remotes();
      } catch {
        // A broken registry is reported by /api/shell-config itself; headers must still be sent.
      }
      for (const remote of configured) {
        if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
      }
      return [...origins];
    },
  };
}
