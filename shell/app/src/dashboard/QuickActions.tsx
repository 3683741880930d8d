import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bot, Building2, FilePlus2, Upload, Wallet, type LucideIcon } from 'lucide-react';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { openRemoteDialog } from '@immodesk/sdk';
import { Button, buttonClassName, layout } from '@immodesk/ui-kit';
import { isRemoteEnabled } from '../startup/enabledRemotes';
import styles from './QuickActions.module.css';

/** A dialog of another app over the dashboard (through the shell's remote loader), or a page to go to. */
type QuickAction = { key: string; labelKey: string; remote: TRemoteName; Icon: LucideIcon } & (
  { run: () => void } | { to: string }
);

/**
 * SPEC §2 dashboard quick actions, in its order. The contract form is a page of its own (it needs the room), so
 * "create contract" goes there; AI Pilot is its chat page.
 */
const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    key: 'add-property',
    labelKey: 'dashboard.quickActions.addProperty',
    remote: 'properties',
    Icon: Building2,
    run: () => openRemoteDialog('properties', 'add-property'),
  },
  {
    key: 'register-payment',
    labelKey: 'dashboard.quickActions.registerPayment',
    remote: 'finance',
    Icon: Wallet,
    run: () => openRemoteDialog('finance', 'register-payment'),
  },
  {
    key: 'create-contract',
    labelKey: 'dashboard.quickActions.createContract',
    remote: 'properties',
    Icon: FilePlus2,
    to: '/contracts/new',
  },
  {
    key: 'upload-document',
    labelKey: 'dashboard.quickActions.uploadDocument',
    remote: 'documents',
    Icon: Upload,
    run: () => openRemoteDialog('documents', 'upload'),
  },
  {
    key: 'ai-pilot',
    labelKey: 'dashboard.quickActions.aiPilot',
    remote: 'ai',
    Icon: Bot,
    to: '/ai-assistant',
  },
];

/** The actions of the areas this deployment has. */
export function QuickActions() {
  const { t } = useTranslation();
  const actions = QUICK_ACTIONS.filter((action) => isRemoteEnabled(action.remote));
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-quick-actions" className={styles.quickActions}>
      <h2 id="dashboard-quick-actions" className={styles.title}>
        {t('dashboard.quickActions.title')}
      </h2>
      <ul className={layout.inlineList}>
        {actions.map((action) => {
          const content = (
            <>
              <action.Icon size={18} aria-hidden="true" />
              {t(action.labelKey)}
            </>
          );
          return (
            <li key={action.key}>
              {'to' in action ? (
                <Link to={action.to} className={buttonClassName({ variant: 'secondary' })}>
                  {content}
                </Link>
              ) : (
                <Button variant="secondary" onClick={action.run}>
                  {content}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
