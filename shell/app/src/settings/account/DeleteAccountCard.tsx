import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@immodesk/ui-kit';
import { useAccountUser } from '../useAccountUser';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import settingsStyles from '../Settings.module.css';

/** Settings → account → delete: permanent, confirmed by typing the account e-mail in a dialog. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  if (!user) return null;
  return (
    <Card as="section" title={t('deleteAccount.title')} headingLevel={3}>
      <p className={settingsStyles.text}>{t('deleteAccount.description')}</p>
      <div className={settingsStyles.actions}>
        <Button variant="danger" onClick={() => setIsDialogOpen(true)}>
          {t('deleteAccount.open')}
        </Button>
      </div>
      <DeleteAccountDialog
        isOpen={isDialogOpen}
        accountEmail={user.email}
        onClose={() => setIsDialogOpen(false)}
      />
    </Card>
  );
}
