import { useTranslation } from 'react-i18next';
import type { TSubscriptionResponse } from '@immodesk/contracts/billing/subscription.contract';
import { TRIAL_DAYS } from '@immodesk/contracts/vocabulary/plans';
import { useAccountUser } from '../../settings/useAccountUser';
import styles from '../Billing.module.css';

export type TrialAfterVerificationNoteProps = {
  subscription: Pick<TSubscriptionResponse, 'planType' | 'provider'>;
};

/** Why a new owner is on Free: the trial starts once the e-mail address is verified (issue 26). */
export function TrialAfterVerificationNote({ subscription }: TrialAfterVerificationNoteProps) {
  const { t } = useTranslation();
  const user = useAccountUser();
  const isAwaitingVerification =
    user?.isEmailVerified === false && subscription.provider === 'none' && subscription.planType === 'free';
  if (!user || !isAwaitingVerification) return null;
  return (
    <p className={styles.muted}>
      {t('billing.subscription.trialAfterVerification', { days: TRIAL_DAYS, email: user.email })}
    </p>
  );
}
