import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Button, Card, layout } from '@immodesk/ui-kit';
import styles from './ContractTemplates.module.css';

export type PlaceholderListProps = {
  placeholders: readonly string[];
  /** Inserts `{{name}}` at the cursor; null when the template cannot be edited. */
  onInsert: ((name: string) => void) | null;
};

/** The placeholders a template may use, filled in when a contract is drawn up. */
export function PlaceholderList({ placeholders, onInsert }: PlaceholderListProps) {
  const { t } = useTranslation('properties');
  return (
    <Card as="section" title={t('contractTemplates.placeholders.title')} headingLevel={2} isCompact>
      <p className={styles.state}>
        {t(onInsert ? 'contractTemplates.placeholders.insertHint' : 'contractTemplates.placeholders.hint')}
      </p>
      <ul className={clsx(layout.inlineList, styles.placeholders)} data-testid="template-placeholders">
        {placeholders.map((name) => (
          <li key={name}>
            {onInsert ? (
              <Button
                variant="secondary"
                size="small"
                onClick={() => onInsert(name)}
                aria-label={t('contractTemplates.placeholders.insert', { name })}
              >
                <code>{`{{${name}}}`}</code>
              </Button>
            ) : (
              <code>{`{{${name}}}`}</code>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
