import { useTranslation } from 'react-i18next';
import { VIEW_MODES, type ViewMode } from '../hooks/useViewMode';
import styles from './PropertyListPage.module.css';

const ICONS: Record<ViewMode, string> = { grid: '▦', largeGrid: '▩', list: '☰', largeList: '▤' };

/** Four toggle buttons; the pressed one is the current view mode. */
export function ViewModeSwitch({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation('properties');
  return (
    <div role="group" aria-label={t('propertyList.viewModes.label')} className={styles.viewModes}>
      {VIEW_MODES.map((candidate) => (
        <button
          key={candidate}
          type="button"
          className={styles.viewModeButton}
          aria-pressed={candidate === mode}
          onClick={() => onChange(candidate)}
          title={t(`propertyList.viewModes.${candidate}`)}
        >
          <span aria-hidden="true">{ICONS[candidate]}</span>
          <span className={styles.viewModeText}>{t(`propertyList.viewModes.${candidate}`)}</span>
        </button>
      ))}
    </div>
  );
}
