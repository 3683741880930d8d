import { Suspense } from 'react';
import { Router } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, RemoteErrorBoundary, type RemoteSpaProps } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import { REMOTE_NAME, REMOTE_VERSION } from '../buildInfo';
import { ContactsRoutes } from './ContactsRoutes';
import { RuntimeReport } from './RuntimeReport';
import { VersionFooter } from './VersionFooter';
import styles from './ContactsRoot.module.css';

/** The remote's root: the sdk's QueryClient, a Router bound to the shell's location and navigator, a boundary. */
export function ContactsRoot({ basePath, location, navigator, onRenderError }: RemoteSpaProps) {
  return (
    <div className={styles.root} data-remote={REMOTE_NAME} data-remote-version={REMOTE_VERSION}>
      <RemoteErrorBoundary fallback={null} onError={onRenderError}>
        <QueryClientProvider client={queryClient}>
          <RuntimeReport />
          {/* While the namespace loads: the label is not translated yet, so it stays hidden. */}
          <Suspense fallback={<Spinner size="large" label="…" isLabelHidden />}>
            <Router location={location} navigator={navigator}>
              <ContactsRoutes basePath={basePath} />
            </Router>
            <VersionFooter />
          </Suspense>
        </QueryClientProvider>
      </RemoteErrorBoundary>
    </div>
  );
}
