import { useTranslation } from 'react-i18next';
import { PageHeader } from '@immodesk/ui-kit';
import { ComposeMessageForm } from './ComposeMessageForm';
import { MessageHistory } from './MessageHistory';
import styles from './CommunicationsPage.module.css';

/** SPEC §2 /communications: write a message to tenants, contractors or any address, and follow its delivery. */
export function CommunicationsPage() {
  const { t } = useTranslation('contacts');
  return (
    <>
      <PageHeader title={t('communicationsPage.title')} description={t('communicationsPage.description')} />
      <div className={styles.layout}>
        <ComposeMessageForm />
        <MessageHistory />
      </div>
    </>
  );
}
