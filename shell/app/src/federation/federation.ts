import {
  init,
  loadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { TRemoteDescriptor } from '@immodesk/contracts/shell/getShellConfig.contract';
import { eventBus, remoteLoadTimeoutMs } from '@immodesk/sdk';
import { createRemoteLoader } from './remoteLoader';

const descriptors = new Map<string, TRemoteDescriptor>();

function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.origin).href;
}

function remoteNameFor(id: string): string {
  for (const [name, descriptor] of descriptors) {
    if (id === name || id.startsWith(`${name}/`) || id === absoluteEntry(descriptor.entry)) return name;
  }
  return id;
}

/**
 * errorLoadRemote: report the failure and return nothing, so `loadRemote` rejects and the shell shows the
 * fallback in that remote's own area. Returning a module here would hide the failure from the retry logic.
 */
const reportLoadErrors: ModuleFederationRuntimePlugin = {
  name: 'immodesk-report-load-errors',
  errorLoadRemote({ id, error }) {
    const remote = remoteNameFor(String(id));
    console.warn(`[immodesk] remote "${remote}" failed to load`, error);
    eventBus.emit('remote:load-failed', { remote, error });
    return undefined;
  },
};

function toRuntimeRemote(descriptor: TRemoteDescriptor) {
  return { name: descriptor.name, entry: absoluteEntry(descriptor.entry), version: descriptor.version };
}

/** Binds the runtime API to the host instance the build created, and registers the remotes of /api/shell-config. */
export function initFederation(remotes: TRemoteDescriptor[]): void {
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [
      // One quick retry of a flaky manifest or entry script; the load timeout bounds the total wait.
      RetryPlugin({
        fetch: { retryTimes: 1, retryDelay: 500 },
        script: { retryTimes: 1, retryDelay: 500 },
      }) as ModuleFederationRuntimePlugin,
      reportLoadErrors,
    ],
  });
  for (const descriptor of remotes) descriptors.set(descriptor.name, descriptor);
  registerRemotes(remotes.map(toRuntimeRemote));
}

export const remoteLoader = createRemoteLoader({
  load: (id) => loadRemote<unknown>(id),
  reset(name) {
    const descriptor = descriptors.get(name);
    // force: drops the cached manifest (or the request still pending), the entry script and the module.
    if (descriptor) registerRemotes([toRuntimeRemote(descriptor)], { force: true });
  },
  timeoutMs: remoteLoadTimeoutMs,
});
