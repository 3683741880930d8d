import React, { Suspense, useEffect } from 'react';
import { Router } from 'react-router-dom';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient, RemoteErrorBoundary, reportRuntimeSingletons, type RemoteSpaProps } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import { REMOTE_NAME, REMOTE_VERSION } from '../buildInfo';
import { PropertiesRoutes } from './PropertiesRoutes';
import styles from './PropertiesRoot.module.css';

/** Reports the React, QueryClient and i18next this remote actually runs on (they must be the shell's). */
function RuntimeReport() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    reportRuntimeSingletons(REMOTE_NAME, { React, queryClient: client, i18n });
  }, [client, i18n]);
  return null;
}

function VersionFooter() {
  const { t } = useTranslation('properties');
  return (
    <footer className={styles.footer}>
      <p className={styles.version} data-testid="remote-version">
        {t('remote.version', { version: REMOTE_VERSION })}
      </p>
    </footer>
  );
}

function LoadingNamespace() {
  return <Spinner size="large" label="…" isLabelHidden />;
}

/** The remote's root: the sdk's QueryClient, a Router bound to the shell's location and navigator, a boundary. */
export function PropertiesRoot({ basePath, location, navigator, onRenderError }: RemoteSpaProps) {
  return (
    <div className={styles.root} data-remote={REMOTE_NAME} data-remote-version={REMOTE_VERSION}>
      <RemoteErrorBoundary fallback={null} onError={onRenderError}>
        <QueryClientProvider client={queryClient}>
          <RuntimeReport />
          <Suspense fallback={<LoadingNamespace />}>
            <Router location={location} navigator={navigator}>
              <PropertiesRoutes basePath={basePath} />
            </Router>
            <VersionFooter />
          </Suspense>
        </QueryClientProvider>
      </RemoteErrorBoundary>
    </div>
  );
}
