import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@immodesk/sdk';
import { settingsKeys } from '../settingsKeys';
import {
  financeSettingsPath,
  type FinanceSettingsByKind,
  type FinanceSettingsKind,
} from './financeSettingsKinds';

/**
 * GET /api/settings/<kind>: the stored settings, or the defaults when never saved. Typed by the contract, not
 * parsed: the form that needs zod is loaded on its own.
 */
export function useFinanceSettings<K extends FinanceSettingsKind>(kind: K) {
  return useQuery({
    queryKey: settingsKeys[kind](),
    queryFn: () => apiGet<FinanceSettingsByKind[K]>(financeSettingsPath(kind)),
  });
}
