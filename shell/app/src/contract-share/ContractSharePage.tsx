import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TSigner } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import { changeLanguage, isApiError } from '@immodesk/sdk';
import { ErrorState, Spinner } from '@immodesk/ui-kit';
import { CodeStep } from './CodeStep';
import { ContractText } from './ContractText';
import { IdentityStep } from './IdentityStep';
import { SignersList } from './SignersList';
import { SignStep } from './SignStep';
import { usePublicContract } from './usePublicContract';
import styles from './ContractSharePage.module.css';

type Step =
  | { name: 'identity' }
  | { name: 'code'; signerName: string; email: string }
  | { name: 'sign'; signerName: string; signingToken: string }
  | { name: 'done'; signers: TSigner[] };

/**
 * SPEC §2 /contracts/share/{shareToken}: the shared contract without header or sidebar, in the tenant's language,
 * and its signing: confirm name and e-mail, prove the address with the mailed code, then sign.
 */
export function ContractSharePage() {
  const { t } = useTranslation();
  const { shareToken = '' } = useParams();
  const contract = usePublicContract(shareToken);
  const [step, setStep] = useState<Step>({ name: 'identity' });
  const language = contract.data?.language;

  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);

  if (contract.isPending) {
    return (
      <main id="main-content" className={styles.page}>
        <Spinner label={t('app.loading')} />
      </main>
    );
  }
  if (contract.isError) {
    return (
      <main id="main-content" className={styles.page}>
        {isApiError(contract.error) && contract.error.status === 404 ? (
          <>
            <h1 className={styles.title}>{t('contractShare.notFoundTitle')}</h1>
            <p className={styles.text}>{t('contractShare.notFoundMessage')}</p>
          </>
        ) : (
          <ErrorState
            title={t('contractShare.unavailableTitle')}
            message={t('contractShare.fetchFailed')}
            retryLabel={t('app.retry')}
            onRetry={() => void contract.refetch()}
          />
        )}
      </main>
    );
  }

  const data = contract.data;
  const signers = step.name === 'done' ? step.signers : data.signers;
  const isFullySigned =
    step.name === 'done' ? signers.every((signer) => signer.signedAt) : data.isFullySigned;

  return (
    <main id="main-content" className={styles.page} lang={data.language}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.meta}>
          {t('contractShare.meta', { contractNumber: data.contractNumber, landlord: data.landlordName })}
        </p>
      </header>
      <ContractText
        blocks={data.blocks}
        label={t('contractShare.documentTitle', { contractNumber: data.contractNumber })}
      />
      <SignersList signers={signers} />
      {isFullySigned ? (
        <p className={styles.success} role="status" data-testid="contract-fully-signed">
          {t('contractShare.fullySigned')}
        </p>
      ) : null}
      {!isFullySigned && step.name === 'identity' ? (
        <IdentityStep
          shareToken={shareToken}
          onCodeSent={(signer) => setStep({ name: 'code', signerName: signer.name, email: signer.email })}
        />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          shareToken={shareToken}
          email={step.email}
          onVerified={(signingToken) => setStep({ name: 'sign', signerName: step.signerName, signingToken })}
          onRestart={() => setStep({ name: 'identity' })}
        />
      ) : null}
      {step.name === 'sign' ? (
        <SignStep
          shareToken={shareToken}
          signingToken={step.signingToken}
          signerName={step.signerName}
          onSigned={(result) => setStep({ name: 'done', signers: result.signers })}
        />
      ) : null}
      {step.name === 'done' ? (
        <p className={styles.success} role="status" data-testid="tenant-signed">
          {t('contractShare.signed')}
        </p>
      ) : null}
      <p className={styles.notice}>{t('signature.eidas')}</p>
    </main>
  );
}
