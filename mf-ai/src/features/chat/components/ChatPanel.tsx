import { useTranslation } from 'react-i18next';
import { ErrorState, layout, Spinner } from '@immodesk/ui-kit';
import { useChat } from '../hooks/useChat';
import { useConversation } from '../hooks/useConversation';
import { ChatBubble } from './ChatBubble';
import { ChatInput } from './ChatInput';
import { ChatTurnView } from './ChatTurnView';
import { SuggestedQuestions } from './SuggestedQuestions';

export type ChatPanelProps = { conversationId: string | null };

/** The chat: earlier messages of the conversation, the questions asked here with their streamed answers, the question field. */
export function ChatPanel({ conversationId }: ChatPanelProps) {
  const { t } = useTranslation('ai');
  const history = useConversation(conversationId);
  const { turns, isStreaming, ask, stop } = useChat(conversationId);
  const earlier = history.data?.messages ?? [];
  const isEmpty = earlier.length === 0 && turns.length === 0;

  if (conversationId && history.isPending) return <Spinner label={t('chat.loading')} />;
  if (history.isError)
    return (
      <ErrorState
        title={t('chat.loadError')}
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    );

  return (
    <section className={layout.wideStack} aria-label={t('chat.label')}>
      {isEmpty ? (
        <SuggestedQuestions onAsk={(question) => void ask(question)} isDisabled={isStreaming} />
      ) : (
        <div role="log" aria-live="polite" aria-busy={isStreaming} aria-label={t('chat.logLabel')}>
          <ol className={layout.looseList}>
            {earlier.map((message, index) => (
              <li key={`earlier-${index}`} className={layout.column}>
                <ChatBubble role={message.role} text={message.content} />
              </li>
            ))}
            {turns.map((turn) => (
              <ChatTurnView key={turn.id} turn={turn} />
            ))}
          </ol>
        </div>
      )}
      <ChatInput isStreaming={isStreaming} onAsk={(question) => void ask(question)} onStop={stop} />
    </section>
  );
}
