import { useTranslation } from 'react-i18next';
import type { TAiConversationSummary } from '@immodesk/contracts/ai/listConversations.contract';
import { ConversationCard } from './ConversationCard';
import styles from './ConversationList.module.css';

export type ConversationListProps = { conversations: TAiConversationSummary[] };

/** Conversations as cards, most recent first (the BFF's order); one column on a phone. */
export function ConversationList({ conversations }: ConversationListProps) {
  const { t } = useTranslation('ai');
  return (
    <ul className={styles.list} aria-label={t('conversationList.label')}>
      {conversations.map((conversation) => (
        <ConversationCard key={conversation.id} conversation={conversation} />
      ))}
    </ul>
  );
}
