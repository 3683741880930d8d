import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { layout, PageHeader } from '@immodesk/ui-kit';
import { ContactMessages } from '../../communications/components/ContactMessages';
import { ContactDetailsActions } from './ContactDetailsActions';
import { ContactFacts, type ContactFactsProps } from './ContactFacts';
import { DeleteContactDialog } from './DeleteContactDialog';

export type ContactDetailsViewProps = {
  contact: { id: string; email: string | null };
  /** The name in the header, the delete question and the messages. */
  name: string;
  /** Under the name: what kind of contact, and its status. */
  description: ReactNode;
  isActive: boolean;
  isTogglingActive: boolean;
  onToggleActive: () => void;
  isDeleting: boolean;
  onDelete: () => void;
  facts: ContactFactsProps['facts'];
  /** The contact's form, open to edit it. */
  renderEditDialog: (onClose: () => void) => ReactNode;
  /** What the contact is linked to, between their facts and their messages. */
  children: ReactNode;
};

/** A contact's detail view: name and actions (edit, (de)activate, delete), their facts, links and messages. */
export function ContactDetailsView({
  contact,
  name,
  description,
  isActive,
  isTogglingActive,
  onToggleActive,
  isDeleting,
  onDelete,
  facts,
  renderEditDialog,
  children,
}: ContactDetailsViewProps) {
  const { t } = useTranslation('contacts');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={name}
        description={description}
        actions={
          <ContactDetailsActions
            isActive={isActive}
            isTogglingActive={isTogglingActive}
            onEdit={() => setDialog('edit')}
            onToggleActive={onToggleActive}
            onDelete={() => setDialog('delete')}
          />
        }
      />
      <div className={layout.columns}>
        <ContactFacts title={t('details.contactDetails')} facts={facts} />
        {children}
        <ContactMessages contactId={contact.id} contactName={name} email={contact.email} />
      </div>
      {dialog === 'edit' ? renderEditDialog(close) : null}
      <DeleteContactDialog
        name={name}
        isOpen={dialog === 'delete'}
        isDeleting={isDeleting}
        onConfirm={onDelete}
        onClose={close}
      />
    </>
  );
}
