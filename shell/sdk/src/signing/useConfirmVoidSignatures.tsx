import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSignaturesVoided } from '@immodesk/contracts/contracts/signaturesVoided.contract';
import { ConfirmDialog } from '@immodesk/ui-kit';
import { SaveCancelledError } from './SaveCancelledError';
import { signaturesVoidedOf } from './signaturesVoidedOf';

/** What a guarded save adds to its body: nothing at first, the confirmation once the landlord agreed. */
export type VoidSignaturesFlag = { confirmVoidSignatures?: true };

type Question = { leases: TSignaturesVoided; answer: (confirmed: boolean) => void };

/**
 * Issue 26: a save that would alter a lease already sent for signing is refused (409 with
 * `details.signaturesVoided`). `guard(save)` then asks the landlord in a ConfirmDialog, naming the leases; on
 * confirm it repeats the save with `confirmVoidSignatures: true`, on cancel it rejects with a SaveCancelledError
 * and nothing is saved. Render `dialog` next to the form.
 */
export function useConfirmVoidSignatures(): {
  guard: <T>(save: (flag: VoidSignaturesFlag) => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const { t } = useTranslation('common');
  const [question, setQuestion] = useState<Question | null>(null);
  const [isRepeating, setIsRepeating] = useState(false);

  const guard = useCallback(async <T,>(save: (flag: VoidSignaturesFlag) => Promise<T>): Promise<T> => {
    try {
      return await save({});
    } catch (error) {
      const leases = signaturesVoidedOf(error);
      if (!leases) throw error;
      const confirmed = await new Promise<boolean>((answer) => setQuestion({ leases, answer }));
      if (!confirmed) {
        setQuestion(null);
        throw new SaveCancelledError();
      }
      setIsRepeating(true);
      try {
        return await save({ confirmVoidSignatures: true });
      } finally {
        setIsRepeating(false);
        setQuestion(null);
      }
    }
  }, []);

  const dialog = question ? (
    <ConfirmDialog
      title={t('signaturesVoided.title')}
      description={
        <>
          <p>{t('signaturesVoided.description')}</p>
          <ul>
            {question.leases.map((lease) => (
              <li key={lease.contractId}>
                {t('signaturesVoided.lease', { number: lease.contractNumber, count: lease.signatures })}
              </li>
            ))}
          </ul>
        </>
      }
      cancelLabel={t('signaturesVoided.cancel')}
      confirmLabel={t('signaturesVoided.confirm')}
      confirmVariant="danger"
      isPending={isRepeating}
      onConfirm={() => question.answer(true)}
      onClose={() => question.answer(false)}
    />
  ) : null;

  return { guard, dialog };
}
