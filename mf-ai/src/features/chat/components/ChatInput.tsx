import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_QUESTION_MAX_LENGTH } from '@immodesk/contracts/ai/chatEvents';
import { Button, TextAreaField } from '@immodesk/ui-kit';
import styles from './ChatPanel.module.css';

export type ChatInputProps = { isStreaming: boolean; onAsk(question: string): void; onStop(): void };

/** The question field: Enter sends, Shift+Enter starts a new line; Stop ends the answer being written. */
export function ChatInput({ isStreaming, onAsk, onStop }: ChatInputProps) {
  const { t } = useTranslation('ai');
  const [question, setQuestion] = useState('');
  const isOver = question.length > AI_QUESTION_MAX_LENGTH;
  const canSend = question.trim().length > 0 && !isOver && !isStreaming;

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onAsk(question.trim());
    setQuestion('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSubmit();
    }
  };

  return (
    <form className={styles.input} onSubmit={handleSubmit}>
      <TextAreaField
        label={t('chat.question')}
        hint={t('chat.questionHint')}
        value={question}
        rows={2}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={handleKeyDown}
        counter={
          question.length > AI_QUESTION_MAX_LENGTH * 0.8
            ? { text: `${question.length}/${AI_QUESTION_MAX_LENGTH}`, isOver }
            : undefined
        }
      />
      <div className={styles.inputActions}>
        {isStreaming ? (
          <Button variant="secondary" onClick={onStop}>
            {t('chat.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend}>
            {t('chat.send')}
          </Button>
        )}
      </div>
    </form>
  );
}
