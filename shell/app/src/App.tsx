import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import React from 'react';
import { queryClient, Toaster, useReportRuntimeSingletons } from '@immodesk/sdk';
import { AppRoutes } from './AppRoutes';
import { RouterEffects } from './routing/RouterEffects';

/** Reports the shell's own React, QueryClient and i18next, against which every remote is compared. */
function RuntimeReport() {
  useReportRuntimeSingletons('shell', { React, queryClient: useQueryClient(), i18n: useTranslation().i18n });
  return null;
}

/** SPEC §9 toasts: light, bottom right, no icons, 3 visible, 4 s, distinct colours per kind. */
function ToastViewport() {
  return (
    <Toaster
      theme="light"
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      richColors
      offset={16}
      mobileOffset={{ bottom: 80 }}
      icons={{ success: null, error: null, info: null, warning: null, loading: null }}
      toastOptions={{ style: { minWidth: '280px' } }}
    />
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeReport />
      <BrowserRouter>
        <RouterEffects />
        <AppRoutes />
      </BrowserRouter>
      <ToastViewport />
    </QueryClientProvider>
  );
}
