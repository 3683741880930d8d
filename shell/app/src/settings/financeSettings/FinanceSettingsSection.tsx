import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner } from '@immodesk/ui-kit';
import settingsStyles from '../Settings.module.css';
import {
  financeSettingsText,
  type FinanceSettingsByKind,
  type FinanceSettingsKind,
} from './financeSettingsKinds';
import { useFinanceSettings } from './useFinanceSettings';

export type FinanceSettingsSectionProps<K extends FinanceSettingsKind> = {
  kind: K;
  /** The form, given what the server holds; lazy-loaded by the caller, since it brings zod. */
  children: (settings: FinanceSettingsByKind[K]) => ReactNode;
};

/** A settings section stored at /api/settings/<kind>: its heading, loading and failure states around its form. */
export function FinanceSettingsSection<K extends FinanceSettingsKind>({
  kind,
  children,
}: FinanceSettingsSectionProps<K>) {
  const { t } = useTranslation();
  const settings = useFinanceSettings(kind);
  const text = financeSettingsText(kind);
  return (
    <>
      <h2 className={settingsStyles.sectionHeading}>{t(text.heading)}</h2>
      {settings.isPending ? <Spinner label={t('app.loading')} /> : null}
      {settings.isError ? (
        <ErrorState
          title={t(text.unavailableTitle)}
          message={t(text.fetchFailed)}
          retryLabel={t('app.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : null}
      {settings.data ? children(settings.data) : null}
    </>
  );
}
