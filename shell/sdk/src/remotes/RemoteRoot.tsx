import { Suspense, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query/queryClient';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteSpaProps } from './remoteContract';
import styles from './RemoteRoot.module.css';

export type RemoteRootProps = Pick<RemoteSpaProps, 'location' | 'navigator' | 'onRenderError'> & {
  /** The remote's name: `data-remote` on the root. */
  name: string;
  /** The remote's build version, for support only: `data-remote-version` on the root, never shown on the page. */
  version: string;
  /** Rendered inside the QueryClient and outside Suspense: the remote's report of the singletons it runs on. */
  runtimeReport: ReactNode;
  /** Shown while the remote's namespace loads (its copy is not there yet). */
  loadingFallback: ReactNode;
  /** The remote's routes. */
  children: ReactNode;
};

/**
 * The root every remote renders: the sdk's QueryClient, a Router bound to the shell's location and navigator,
 * and a boundary that hands render errors to the shell's fallback (with retry).
 */
export function RemoteRoot({
  name,
  version,
  location,
  navigator,
  onRenderError,
  runtimeReport,
  loadingFallback,
  children,
}: RemoteRootProps) {
  return (
    <div className={styles.root} data-remote={name} data-remote-version={version}>
      <RemoteErrorBoundary fallback={null} onError={onRenderError}>
        <QueryClientProvider client={queryClient}>
          {runtimeReport}
          <Suspense fallback={loadingFallback}>
            <Router location={location} navigator={navigator}>
              {children}
            </Router>
          </Suspense>
        </QueryClientProvider>
      </RemoteErrorBoundary>
    </div>
  );
}
