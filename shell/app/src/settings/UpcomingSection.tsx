import { useTranslation } from 'react-i18next';
import { EmptyState } from '@immodesk/ui-kit';
import type { SettingsSectionId } from './settingsSections';
import styles from './Settings.module.css';

/** A settings section whose feature is not built yet: says so, with no form that would not save. */
export function UpcomingSection({ section }: { section: SettingsSectionId }) {
  const { t } = useTranslation();
  const title = t(`settings.sections.${section}`);
  return (
    <>
      <h2 className={styles.sectionHeading}>{title}</h2>
      <EmptyState headingLevel={3} title={t('settings.upcoming.title', { section: title })} description={t('settings.upcoming.description')} />
    </>
  );
}
