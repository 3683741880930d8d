import { useTranslation } from 'react-i18next';
import { MoreVertical } from 'lucide-react';
import { Button, layout } from '@immodesk/ui-kit';
import styles from './BankStatementsPage.module.css';

export type MatchedLineActionsProps = {
  /** Names the line for screen readers ("€ 690,00 from Sofie Claes"). */
  lineName: string;
  onUndo: () => void;
  onReassign: () => void;
  isBusy: boolean;
};

/** Undo and reassign of a matched line: side by side on wide screens, in a menu on phones. */
export function MatchedLineActions({ lineName, onUndo, onReassign, isBusy }: MatchedLineActionsProps) {
  const { t } = useTranslation('finance');
  const buttons = (
    <>
      <Button size="small" variant="secondary" onClick={onReassign} disabled={isBusy}>
        {t('bankStatements.line.reassign')}
      </Button>
      <Button size="small" variant="ghost" onClick={onUndo} disabled={isBusy}>
        {t('bankStatements.line.undo')}
      </Button>
    </>
  );
  return (
    <div role="group" aria-label={t('bankStatements.line.actionsFor', { line: lineName })}>
      <div className={`${layout.inline} ${styles.wideActions}`}>{buttons}</div>
      <details className={styles.actionMenu}>
        <summary className={styles.actionMenuButton}>
          <MoreVertical size={18} aria-hidden="true" />
          {t('bankStatements.line.actions')}
        </summary>
        <div className={styles.actionMenuItems}>{buttons}</div>
      </details>
    </div>
  );
}
