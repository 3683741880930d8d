import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureChooser, toastError, type SignatureDraft } from '@immodesk/sdk';
import { Button, Card, ErrorState, layout, notice, Spinner } from '@immodesk/ui-kit';
import settingsStyles from '../Settings.module.css';
import { useLandlordSignature } from './useLandlordSignature';
import { useRemoveLandlordSignature } from './useRemoveLandlordSignature';
import { useSaveLandlordSignature } from './useSaveLandlordSignature';
import styles from './SignatureSection.module.css';

/**
 * Settings → signature (SPEC §2): the landlord's signature, typed, drawn or uploaded, which signs every contract
 * they sign from its page.
 */
export function SignatureSection() {
  const { t } = useTranslation();
  const current = useLandlordSignature();
  const save = useSaveLandlordSignature();
  const remove = useRemoveLandlordSignature();
  const [draft, setDraft] = useState<SignatureDraft | null>(null);
  const [formKey, setFormKey] = useState(0);
  const signature = current.data?.signature ?? null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) {
      toastError(t('signature.missing'));
      return;
    }
    save.mutate(draft, {
      onSuccess: () => {
        setDraft(null);
        setFormKey((key) => key + 1);
      },
    });
  };

  return (
    <>
      <h2 className={settingsStyles.sectionHeading}>{t('settings.sections.signature')}</h2>
      {current.isPending ? <Spinner label={t('app.loading')} /> : null}
      {current.isError ? (
        <ErrorState
          title={t('signature.unavailableTitle')}
          message={t('signature.fetchFailed')}
          retryLabel={t('app.retry')}
          onRetry={() => void current.refetch()}
        />
      ) : null}
      {current.data ? (
        <>
          <Card as="section" title={t('signature.currentTitle')} headingLevel={3}>
            <p className={settingsStyles.text}>{t('signature.intro')}</p>
            <p className={notice.info}>{t('signature.eidas')}</p>
            {signature ? (
              <div className={styles.current} data-testid="saved-signature">
                {signature.imageUrl ? (
                  <img className={styles.image} src={signature.imageUrl} alt={t('signature.imageAlt')} />
                ) : (
                  <p className={styles.typed}>{signature.typedName}</p>
                )}
                <Button variant="ghost" isLoading={remove.isPending} onClick={() => remove.mutate()}>
                  {t('signature.remove')}
                </Button>
              </div>
            ) : (
              <p className={settingsStyles.text} data-testid="no-saved-signature">
                {t('signature.none')}
              </p>
            )}
          </Card>
          <Card
            as="section"
            title={signature ? t('signature.replaceTitle') : t('signature.createTitle')}
            headingLevel={3}
          >
            <form className={layout.wideStack} onSubmit={handleSubmit} key={formKey}>
              <SignatureChooser
                idPrefix="landlord-signature"
                onChange={setDraft}
                onFileRefused={toastError}
              />
              <div className={settingsStyles.actions}>
                <Button type="submit" isLoading={save.isPending}>
                  {t('signature.save')}
                </Button>
              </div>
            </form>
          </Card>
        </>
      ) : null}
    </>
  );
}
