import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, PageHeader } from '@immodesk/ui-kit';
import { ChatPanel } from '../../chat/components/ChatPanel';
import { ConversationHistory } from '../../conversation-list/components/ConversationHistory';
import styles from './AiPilotPage.module.css';

/** SPEC §2 /ai-assistant: the chat with AI Pilot, and the user's earlier conversations beside it. */
export function AiPilotPage() {
  const { t } = useTranslation('ai');
  const { conversationId = null } = useParams();
  const navigate = useNavigate();
  const [newChatCount, setNewChatCount] = useState(0);

  const handleNewConversation = () => {
    setNewChatCount((count) => count + 1);
    navigate('/ai-assistant');
  };

  return (
    <>
      <PageHeader
        title={t('conversationList.title')}
        description={t('chat.description')}
        actions={
          <Button variant="secondary" onClick={handleNewConversation}>
            {t('chat.newConversation')}
          </Button>
        }
      />
      <div className={styles.layout}>
        <ChatPanel key={conversationId ?? `new-${newChatCount}`} conversationId={conversationId} />
        <ConversationHistory />
      </div>
    </>
  );
}
