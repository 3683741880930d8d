import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAiProposal } from '@immodesk/contracts/ai/chatEvents';
import { apiPost, toastError, toastSuccess } from '@immodesk/sdk';
import { Button, TextAreaField, TextField } from '@immodesk/ui-kit';
import { plainTextToHtml } from '../utils/plainTextToHtml';
import styles from './ChatPanel.module.css';

export type MessageProposalCardProps = { proposal: Extract<TAiProposal, { kind: 'message' }> };

/** A drafted message the user can edit; only the user's click sends it, through POST /api/messages. */
export function MessageProposalCard({ proposal }: MessageProposalCardProps) {
  const { t } = useTranslation('ai');
  const headingId = useId();
  const [subject, setSubject] = useState(proposal.subject);
  const [body, setBody] = useState(proposal.body);
  const [state, setState] = useState<'draft' | 'sending' | 'sent'>('draft');
  const handleSend = async () => {
    setState('sending');
    try {
      await apiPost('/api/messages', {
        recipients: [proposal.tenantId],
        subject,
        html: plainTextToHtml(body),
      });
      setState('sent');
      toastSuccess(t('chat.proposal.messageSent', { name: proposal.tenantName }));
    } catch (error) {
      setState('draft');
      toastError(error, t('chat.networkError'));
    }
  };
  return (
    <section className={styles.proposal} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.proposalTitle}>
        {t('chat.proposal.messageLabel', { name: proposal.tenantName })}
      </h3>
      {proposal.email ? null : <p className={styles.note}>{t('chat.proposal.noEmail')}</p>}
      {state === 'sent' ? (
        <p role="status">{t('chat.proposal.messageSent', { name: proposal.tenantName })}</p>
      ) : (
        <>
          <TextField
            label={t('chat.proposal.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={300}
          />
          <TextAreaField
            label={t('chat.proposal.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={6}
          />
          <Button
            size="small"
            isLoading={state === 'sending'}
            disabled={!subject.trim() || !body.trim()}
            onClick={() => void handleSend()}
          >
            {t('chat.proposal.send')}
          </Button>
        </>
      )}
    </section>
  );
}
