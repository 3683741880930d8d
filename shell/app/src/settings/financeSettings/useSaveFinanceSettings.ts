import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPut, toastSuccess, type ResponseSchema } from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';
import {
  financeSettingsPath,
  financeSettingsText,
  type FinanceSettingsByKind,
  type FinanceSettingsKind,
} from './financeSettingsKinds';

/** PUT /api/settings/<kind>: stores the whole section and shows what the server now holds; `<kind>.saved` / `.saveFailed`. */
export function useSaveFinanceSettings<K extends FinanceSettingsKind>(
  kind: K,
  schema: ResponseSchema<FinanceSettingsByKind[K]>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const text = financeSettingsText(kind);
  return useMutation({
    mutationFn: (settings: FinanceSettingsByKind[K]) =>
      apiPut(financeSettingsPath(kind), settings, { schema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys[kind](), saved);
      toastSuccess(t(text.saved));
    },
    onError: (error) => toastFailure(t(text.saveFailed), error),
  });
}
