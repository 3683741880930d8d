import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SECTION_IDS, type SettingsSectionId } from './settingsSections';
import sideNav from '../layout/SideNav.module.css';
import styles from './Settings.module.css';

export type SettingsNavProps = { activeSection: SettingsSectionId };

export function SettingsNav({ activeSection }: SettingsNavProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('settings.navLabel')}>
      <ul className={styles.navList}>
        {SECTION_IDS.map((section) => (
          <li key={section}>
            <Link
              to={{ search: '', hash: section }}
              className={clsx(sideNav.link, section === activeSection && sideNav.active)}
              aria-current={section === activeSection ? 'page' : undefined}
            >
              {t(`settings.sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
