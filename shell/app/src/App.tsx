import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import React from 'react';
import { queryClient, useReportRuntimeSingletons } from '@immodesk/sdk';
import { AppRoutes } from './AppRoutes';
import { RoutedToastViewport } from './notifications/RoutedToastViewport';
import { RouterEffects } from './routing/RouterEffects';

/** Reports the shell's own React, QueryClient and i18next, against which every remote is compared. */
function RuntimeReport() {
  useReportRuntimeSingletons('shell', { React, queryClient: useQueryClient(), i18n: useTranslation().i18n });
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeReport />
      <BrowserRouter>
        <RouterEffects />
        <AppRoutes />
        <RoutedToastViewport />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
