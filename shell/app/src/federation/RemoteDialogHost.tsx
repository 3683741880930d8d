import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { REMOTE_NAMES, type TRemoteName } from '@immodesk/contracts/common/remoteNames';
import { eventBus, isRemoteEnabled } from '@immodesk/sdk';
import type { OpenRequest } from './RemoteDialogOverlay';

// Without zod (this host is on every page's first load): is the requested name one of the remotes?
function isRemoteName(name: string): name is TRemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

// The overlay (dialog, loader, fallback) loads with the first request: the host itself only listens.
const RemoteDialogOverlay = lazy(() =>
  import(/* webpackChunkName: "remote-dialog" */ './RemoteDialogOverlay').then((m) => ({
    default: m.RemoteDialogOverlay,
  })),
);

let openings = 0;

/**
 * Answers `openRemoteDialog(remote, dialog, params)` from any app: mounts that remote's one exposed module for the
 * dialog (through the shell's loader, with its timeout and retry), and a fallback dialog when it cannot load.
 * One dialog at a time; a new request replaces the open one.
 */
export function RemoteDialogHost() {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  // Subscribed before the page paints, so a button clicked as soon as it shows is never missed.
  useLayoutEffect(
    () =>
      eventBus.on('remote-dialog:open', (next) => {
        if (!isRemoteName(next.remote) || !isRemoteEnabled(next.remote)) {
          console.error(
            `[immodesk] no remote "${next.remote}" in this deployment to open dialog "${next.dialog}"`,
          );
          return;
        }
        openings += 1;
        setRequest({ ...next, key: openings });
      }),
    [],
  );
  const close = useCallback(() => setRequest(null), []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <RemoteDialogOverlay key={request.key} request={request} onClose={close} />
    </Suspense>
  );
}
