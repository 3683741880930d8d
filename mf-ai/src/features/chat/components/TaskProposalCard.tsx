import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TAiProposal } from '@immodesk/contracts/ai/chatEvents';
import { apiPost, formatDate, toastError, toastSuccess } from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import styles from './ChatPanel.module.css';

export type TaskProposalCardProps = { proposal: Extract<TAiProposal, { kind: 'task' }> };

/** A task the assistant proposes: nothing exists until the user clicks, which creates it through POST /api/tasks. */
export function TaskProposalCard({ proposal }: TaskProposalCardProps) {
  const { t } = useTranslation('ai');
  const [state, setState] = useState<'proposed' | 'saving' | 'created'>('proposed');
  const handleCreate = async () => {
    setState('saving');
    try {
      await apiPost('/api/tasks', {
        title: proposal.title,
        description: proposal.description,
        propertyId: proposal.propertyId,
        priority: proposal.priority,
        dueDate: proposal.dueDate,
      });
      setState('created');
      toastSuccess(t('chat.proposal.taskCreated'));
    } catch (error) {
      setState('proposed');
      toastError(error, t('chat.networkError'));
    }
  };
  return (
    <section className={styles.proposal} aria-label={t('chat.proposal.taskLabel')}>
      <h3 className={styles.proposalTitle}>{t('chat.proposal.taskLabel')}</h3>
      <dl className={styles.proposalFacts}>
        <dt>{t('chat.proposal.title')}</dt>
        <dd>{proposal.title}</dd>
        {proposal.dueDate ? (
          <>
            <dt>{t('chat.proposal.dueDate')}</dt>
            <dd>{formatDate(proposal.dueDate)}</dd>
          </>
        ) : null}
        {proposal.propertyAddress ? (
          <>
            <dt>{t('chat.proposal.property')}</dt>
            <dd>{proposal.propertyAddress}</dd>
          </>
        ) : null}
      </dl>
      {state === 'created' ? (
        <p role="status">
          {t('chat.proposal.taskCreated')} <Link to="/tasks">{t('chat.proposal.openTasks')}</Link>
        </p>
      ) : (
        <Button size="small" isLoading={state === 'saving'} onClick={() => void handleCreate()}>
          {t('chat.proposal.createTask')}
        </Button>
      )}
    </section>
  );
}
