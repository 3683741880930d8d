import { useTranslation } from 'react-i18next';
import type { TAiConversationSummary } from '@immodesk/contracts/ai/listConversations.contract';
import { formatDate, toBrusselsDate } from '@immodesk/sdk';
import { Link } from 'react-router-dom';
import { Card } from '@immodesk/ui-kit';
import { conversationPreview } from '../utils/conversationPreview';
import styles from './ConversationList.module.css';

export type ConversationCardProps = { conversation: TAiConversationSummary };

export function ConversationCard({ conversation }: ConversationCardProps) {
  const { t } = useTranslation('ai');
  const preview = conversationPreview(conversation.lastMessagePreview);
  return (
    <Card as="li" isCompact className={styles.card} data-testid="conversation-card">
      <h3 className={styles.title}>
        <Link to={`/ai-assistant/${conversation.id}`}>{conversation.title}</Link>
      </h3>
      <p className={preview ? styles.preview : styles.noPreview}>
        {preview ?? t('conversationList.noMessages')}
      </p>
      <p className={styles.meta}>
        <span>{t('conversationList.messageCount', { count: conversation.messageCount })}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {t('conversationList.updatedOn')}{' '}
          <time dateTime={conversation.updatedAt}>{formatDate(toBrusselsDate(conversation.updatedAt))}</time>
        </span>
      </p>
    </Card>
  );
}
