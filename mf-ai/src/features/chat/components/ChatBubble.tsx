import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@immodesk/ui-kit';
import styles from './ChatPanel.module.css';

export type ChatBubbleProps = { role: 'user' | 'assistant'; text: string; children?: ReactNode };

/** One message; the speaker is named for screen readers, the text keeps its line breaks. */
export function ChatBubble({ role, text, children }: ChatBubbleProps) {
  const { t } = useTranslation('ai');
  return (
    <div className={role === 'user' ? styles.userBubble : styles.assistantBubble}>
      <VisuallyHidden>{role === 'user' ? t('chat.you') : t('chat.assistant')}: </VisuallyHidden>
      {text ? (
        <p className={styles.text} data-testid={role === 'assistant' ? 'chat-answer' : undefined}>
          {text}
        </p>
      ) : null}
      {children}
    </div>
  );
}
