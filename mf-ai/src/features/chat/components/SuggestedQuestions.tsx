import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@immodesk/ui-kit';
import styles from './ChatPanel.module.css';

export type SuggestedQuestionsProps = { onAsk(question: string): void; isDisabled: boolean };

export const SUGGESTION_KEYS = ['overdue', 'received', 'expiring', 'upcoming', 'tasks', 'vacant'] as const;

/** The questions the assistant answers, one click each. */
export function SuggestedQuestions({ onAsk, isDisabled }: SuggestedQuestionsProps) {
  const { t } = useTranslation('ai');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.suggestions}>
      <h2 id={headingId} className={styles.suggestionsTitle}>
        {t('chat.suggestions.title')}
      </h2>
      <ul className={styles.suggestionList}>
        {SUGGESTION_KEYS.map((key) => (
          <li key={key}>
            <Button
              variant="secondary"
              size="small"
              disabled={isDisabled}
              onClick={() => onAsk(t(`chat.suggestions.${key}`))}
            >
              {t(`chat.suggestions.${key}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
