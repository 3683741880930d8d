import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { serverFieldErrors } from '@immodesk/sdk';
import { Button, Card, formGrid, layout, TextField } from '@immodesk/ui-kit';
import { usePreselectedRecipient } from '../hooks/usePreselectedRecipient';
import { useSendMessage } from '../hooks/useSendMessage';
import { missingComposeFields, type ComposeErrors } from '../utils/composeErrors';
import type { RecipientOption } from '../utils/recipientOption';
import { AttachmentPicker } from './AttachmentPicker';
import { RecipientPicker } from './RecipientPicker';
import { RichTextEditor } from './RichTextEditor';
import styles from './CommunicationsPage.module.css';

/** SPEC §2 Communications: recipients, CC, BCC, subject, rich text and attachments; sent as one request. */
export function ComposeMessageForm() {
  const { t } = useTranslation('contacts');
  const [recipients, setRecipients] = useState<RecipientOption[]>([]);
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [attachments, setAttachments] = useState<TDocument[]>([]);
  const [errors, setErrors] = useState<ComposeErrors>({});
  // A new key gives the editor a fresh, empty document after sending.
  const [editorKey, setEditorKey] = useState(0);
  const preselected = usePreselectedRecipient();
  const [appliedPreselection, setAppliedPreselection] = useState<string | null>(null);

  // Added once when it has loaded (like the picker, only with an e-mail address): removing the chip or sending the message does not bring it back.
  useEffect(() => {
    if (!preselected?.email || preselected.value === appliedPreselection) return;
    setAppliedPreselection(preselected.value);
    setRecipients((current) =>
      current.some((option) => option.value === preselected.value) ? current : [...current, preselected],
    );
  }, [preselected, appliedPreselection]);

  const reset = () => {
    setRecipients([]);
    setCc('');
    setBcc('');
    setSubject('');
    setHtml('');
    setAttachments([]);
    setErrors({});
    setEditorKey((key) => key + 1);
  };
  const send = useSendMessage(reset);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingComposeFields({ recipientCount: recipients.length, subject, html });
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t(`compose.required.${field}`)])));
      return;
    }
    setErrors({});
    send.mutate(
      {
        recipients: recipients.map((option) => option.value),
        cc,
        bcc,
        subject,
        html,
        attachmentDocumentIds: attachments.map((document) => document.id),
      },
      { onError: (error) => setErrors(serverFieldErrors(error)) },
    );
  };

  return (
    <Card>
      <form className={layout.wideStack} onSubmit={handleSubmit} noValidate aria-labelledby="compose-title">
        <h2 id="compose-title" className={styles.sectionTitle}>
          {t('compose.title')}
        </h2>
        <RecipientPicker value={recipients} onChange={setRecipients} error={errors.recipients} />
        <div className={styles.copies}>
          <TextField
            label={t('compose.cc')}
            hint={t('compose.copiesHint')}
            value={cc}
            onChange={(event) => setCc(event.target.value)}
            error={errors.cc}
            inputMode="email"
            autoComplete="off"
          />
          <TextField
            label={t('compose.bcc')}
            hint={t('compose.copiesHint')}
            value={bcc}
            onChange={(event) => setBcc(event.target.value)}
            error={errors.bcc}
            inputMode="email"
            autoComplete="off"
          />
        </div>
        <TextField
          label={t('compose.subject')}
          required
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
          maxLength={300}
        />
        <RichTextEditor
          key={editorKey}
          label={t('compose.message')}
          initialHtml=""
          onChange={setHtml}
          error={errors.html}
        />
        <AttachmentPicker
          value={attachments}
          onChange={setAttachments}
          error={errors.attachmentDocumentIds}
        />
        <div className={formGrid.actions}>
          <Button type="submit" isLoading={send.isPending}>
            <Send aria-hidden size={16} />
            {t('compose.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
