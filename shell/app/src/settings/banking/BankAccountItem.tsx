import { useTranslation } from 'react-i18next';
import type { TBankAccount } from '@immodesk/contracts/banking/bankAccounts.contract';
import { formatIban } from '@immodesk/contracts/common/iban';
import { Badge, Button, layout } from '@immodesk/ui-kit';
import styles from './BankingSection.module.css';

export type BankAccountItemProps = {
  account: TBankAccount;
  isSettingPrimary: boolean;
  onMakePrimary: (account: TBankAccount) => void;
  onRemove: (account: TBankAccount) => void;
};

/** One account: IBAN in groups of four, holder, bank and BIC, and the primary badge or the button to make it so. */
export function BankAccountItem({
  account,
  isSettingPrimary,
  onMakePrimary,
  onRemove,
}: BankAccountItemProps) {
  const { t } = useTranslation();
  const iban = formatIban(account.iban);
  return (
    <li className={styles.account} data-testid="bank-account">
      <div className={styles.accountMain}>
        <p className={styles.iban}>
          <span translate="no">{iban}</span>
          {account.isPrimary ? <Badge tone="success">{t('banking.primary')}</Badge> : null}
        </p>
        <dl className={styles.details}>
          <div>
            <dt>{t('banking.accountHolder')}</dt>
            <dd>{account.accountHolder}</dd>
          </div>
          <div>
            <dt>{t('banking.bankName')}</dt>
            <dd>{account.bankName}</dd>
          </div>
          <div>
            <dt>{t('banking.bic')}</dt>
            <dd translate="no">{account.bic ?? t('banking.noBic')}</dd>
          </div>
        </dl>
      </div>
      <div className={layout.inline}>
        {account.isPrimary ? null : (
          <Button
            variant="secondary"
            size="small"
            isLoading={isSettingPrimary}
            onClick={() => onMakePrimary(account)}
            aria-label={t('banking.makePrimaryLabel', { iban })}
          >
            {t('banking.makePrimary')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="small"
          onClick={() => onRemove(account)}
          aria-label={t('banking.removeLabel', { iban })}
        >
          {t('banking.remove.open')}
        </Button>
      </div>
    </li>
  );
}
