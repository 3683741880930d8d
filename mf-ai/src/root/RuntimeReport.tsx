import React, { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportRuntimeSingletons } from '@immodesk/sdk';
import { REMOTE_NAME } from '../buildInfo';

/** Reports the React, QueryClient and i18next this remote actually runs on (they must be the shell's). */
export function RuntimeReport() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    reportRuntimeSingletons(REMOTE_NAME, { React, queryClient: client, i18n });
  }, [client, i18n]);
  return null;
}
