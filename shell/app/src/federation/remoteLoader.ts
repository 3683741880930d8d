import { isRemoteSpaModule, type RemoteSpaModule } from '@immodesk/sdk';

export type RemoteLoadFailure = 'timeout' | 'load_failed' | 'invalid_module';

export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly reason: RemoteLoadFailure;

  constructor(remote: string, reason: RemoteLoadFailure, cause?: unknown) {
    super(`Remote "${remote}" could not be loaded (${reason})`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.reason = reason;
  }
}

export type RemoteLoaderDeps = {
  /** `loadRemote` of the MF runtime. */
  load: (id: string) => Promise<unknown>;
  /** Forgets everything cached for a remote (manifest, entry, module) so the next load fetches again. */
  reset: (remote: string) => void;
  timeoutMs: () => number;
};

export type RemoteLoader = {
  loadSpa: (remote: string) => Promise<RemoteSpaModule>;
  /** A remote that loaded but failed to mount or render: the next attempt must fetch it afresh too. */
  markFailed: (remote: string) => void;
};

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a remote's one exposed module, `<name>/spa`, within a time limit. After any failure the remote's
 * MF caches are dropped before the next attempt, so "retry" really re-fetches the manifest instead of
 * replaying a cached rejection (or waiting on a request that will never answer).
 */
export function createRemoteLoader(deps: RemoteLoaderDeps): RemoteLoader {
  const needsReset = new Set<string>();
  return {
    async loadSpa(remote) {
      if (needsReset.has(remote)) {
        needsReset.delete(remote);
        deps.reset(remote);
      }
      try {
        const module = await withTimeout(deps.load(`${remote}/spa`), deps.timeoutMs(), remote);
        if (!isRemoteSpaModule(module)) throw new RemoteLoadError(remote, 'invalid_module');
        return module;
      } catch (error) {
        needsReset.add(remote);
        throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, 'load_failed', error);
      }
    },
    markFailed(remote) {
      needsReset.add(remote);
    },
  };
}
