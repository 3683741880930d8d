import React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RemoteRoot, useReportRuntimeSingletons, type RemoteSpaProps } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import { REMOTE_NAME, REMOTE_VERSION } from '../buildInfo';
import { ContactsRoutes } from './ContactsRoutes';

/** Reports the React, QueryClient and i18next this remote's own imports resolve to (they must be the shell's). */
function RuntimeReport() {
  useReportRuntimeSingletons(REMOTE_NAME, { React, queryClient: useQueryClient(), i18n: useTranslation().i18n });
  return null;
}

/** The remote's root: its routes in the sdk's RemoteRoot (QueryClient, the shell's router, error boundary, version). */
export function ContactsRoot({ basePath, location, navigator, onRenderError }: RemoteSpaProps) {
  return (
    <RemoteRoot
      name={REMOTE_NAME}
      version={REMOTE_VERSION}
      location={location}
      navigator={navigator}
      onRenderError={onRenderError}
      runtimeReport={<RuntimeReport />}
      // While the namespace loads: the label is not translated yet, so it stays hidden.
      loadingFallback={<Spinner size="large" label="…" isLabelHidden />}
    >
      <ContactsRoutes basePath={basePath} />
    </RemoteRoot>
  );
}
