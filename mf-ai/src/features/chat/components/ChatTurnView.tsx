import { useTranslation } from 'react-i18next';
import { layout } from '@immodesk/ui-kit';
import type { ChatTurn } from '../hooks/useChat';
import { ChatBubble } from './ChatBubble';
import { CopyButton } from './CopyButton';
import { MessageProposalCard } from './MessageProposalCard';
import { TaskProposalCard } from './TaskProposalCard';
import styles from './ChatPanel.module.css';

export type ChatTurnViewProps = { turn: ChatTurn };

/** A question and its answer as it streams in, with what the assistant is looking up and what it proposes. */
export function ChatTurnView({ turn }: ChatTurnViewProps) {
  const { t } = useTranslation('ai');
  return (
    <li className={layout.column} data-testid="chat-turn" data-state={turn.state}>
      <ChatBubble role="user" text={turn.question} />
      <ChatBubble role="assistant" text={turn.answer}>
        {turn.state === 'streaming' ? (
          <p className={styles.note}>
            {turn.activeTool
              ? t('chat.lookingUp', {
                  what: t(`chat.tools.${turn.activeTool}`, { defaultValue: turn.activeTool }),
                })
              : t('chat.thinking')}
          </p>
        ) : null}
        {turn.state === 'stopped' ? <p className={styles.note}>{t('chat.stopped')}</p> : null}
        {turn.error ? (
          <p className={styles.error} role="alert">
            {turn.error}
          </p>
        ) : null}
        {turn.proposals.map((proposal, index) =>
          proposal.kind === 'task' ? (
            <TaskProposalCard key={index} proposal={proposal} />
          ) : (
            <MessageProposalCard key={index} proposal={proposal} />
          ),
        )}
        {turn.state === 'done' && turn.answer ? <CopyButton text={turn.answer} /> : null}
      </ChatBubble>
    </li>
  );
}
