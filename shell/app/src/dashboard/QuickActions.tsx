import { useTranslation } from 'react-i18next';
import { Upload, type LucideIcon } from 'lucide-react';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { openRemoteDialog } from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import { isRemoteEnabled } from '../startup/enabledRemotes';
import styles from './QuickActions.module.css';

type QuickAction = { key: string; labelKey: string; remote: TRemoteName; Icon: LucideIcon; run: () => void };

/** SPEC §2 dashboard quick actions that work today; each joins this list with its feature. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'upload-document', labelKey: 'dashboard.quickActions.uploadDocument', remote: 'documents', Icon: Upload, run: () => openRemoteDialog('documents', 'upload') },
];

/** Buttons that open another app's dialog over the dashboard (through the shell's remote loader). */
export function QuickActions() {
  const { t } = useTranslation();
  const actions = QUICK_ACTIONS.filter((action) => isRemoteEnabled(action.remote));
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-quick-actions" className={styles.quickActions}>
      <h2 id="dashboard-quick-actions" className={styles.title}>
        {t('dashboard.quickActions.title')}
      </h2>
      <ul className={styles.list}>
        {actions.map(({ key, labelKey, Icon, run }) => (
          <li key={key}>
            <Button variant="secondary" onClick={run}>
              <Icon size={18} aria-hidden="true" />
              {t(labelKey)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
