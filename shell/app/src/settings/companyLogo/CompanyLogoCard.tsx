import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_MIME_TYPES,
  COMPANY_LOGO_PATH,
  ZCompanyLogoResponse,
  type TCompanyLogoResponse,
} from '@immodesk/contracts/billing/companyLogo.contract';
import { apiDelete, isApiError, toastError, toastSuccess, uploadWithProgress } from '@immodesk/sdk';
import { Button, buttonClassName, Card, Spinner } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { ChooseFileButton } from '../profile/ChooseFileButton';
import { IS_PLAN_CHANGE_AVAILABLE, UPGRADE_PATH } from '../../layout/upgradePath';
import { companyLogoKey, useCompanyLogo } from './useCompanyLogo';
// The upload controls look like the profile photo's, next to which this card sits.
import uploadStyles from '../profile/ProfilePhoto.module.css';
import styles from './CompanyLogoCard.module.css';

const MAXIMUM_MB = COMPANY_LOGO_MAX_BYTES / 1024 / 1024;

/** Why an upload failed, in the words of SPEC §8: invalid file type, file too large (5 MB), or upload failed. */
function uploadFailureKey(error: unknown): string {
  if (isApiError(error) && error.code === 'unsupported_file_type') return 'companyLogo.invalidType';
  if (isApiError(error) && error.code === 'file_too_large') return 'companyLogo.tooLarge';
  return 'companyLogo.uploadFailed';
}

/**
 * SPEC §5/§6: the company logo (an image of at most 5 MB) on PDFs and e-mails, for Professional and Enterprise;
 * below them the upgrade prompt. A logo kept from an earlier plan stays visible and can be removed.
 */
export function CompanyLogoCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logo = useCompanyLogo();
  const [percent, setPercent] = useState<number | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const isBusy = percent !== null || isRemoving;

  const show = (answer: TCompanyLogoResponse) => queryClient.setQueryData(companyLogoKey, answer);

  const upload = async (file: File) => {
    if (file.size > COMPANY_LOGO_MAX_BYTES)
      return toastError(t('companyLogo.tooLarge', { maximumMb: MAXIMUM_MB }));
    if (file.type && !(COMPANY_LOGO_MIME_TYPES as readonly string[]).includes(file.type))
      return toastError(t('companyLogo.invalidType'));
    const form = new FormData();
    form.append('file', file);
    setPercent(0);
    try {
      show(
        await uploadWithProgress(COMPANY_LOGO_PATH, form, {
          schema: ZCompanyLogoResponse,
          onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
          networkErrorMessage: t('errors.network'),
        }),
      );
      toastSuccess(t('companyLogo.uploaded'));
    } catch (error) {
      toastFailure(t(uploadFailureKey(error), { maximumMb: MAXIMUM_MB }), error);
    } finally {
      setPercent(null);
    }
  };

  const handleRemove = async () => {
    setIsRemoving(true);
    try {
      show(await apiDelete(COMPANY_LOGO_PATH, { schema: ZCompanyLogoResponse }));
      toastSuccess(t('companyLogo.removed'));
    } catch (error) {
      toastFailure(t('companyLogo.removeFailed'), error);
    } finally {
      setIsRemoving(false);
    }
  };

  return (
    <Card as="section" title={t('companyLogo.title')} data-testid="company-logo">
      {logo.isPending ? <Spinner label={t('app.loading')} /> : null}
      {logo.isError ? <p className={uploadStyles.hint}>{t('companyLogo.fetchFailed')}</p> : null}
      {logo.data ? (
        <div className={styles.logo}>
          {logo.data.logoUrl ? (
            <img className={styles.image} src={logo.data.logoUrl} alt={t('companyLogo.alt')} />
          ) : null}
          <div className={uploadStyles.controls}>
            {logo.data.allowedByPlan ? (
              <>
                <p className={uploadStyles.hint} id="company-logo-hint">
                  {t('companyLogo.hint', { maximumMb: MAXIMUM_MB })}
                </p>
                {percent !== null ? (
                  <progress
                    className={uploadStyles.progress}
                    max={100}
                    value={percent}
                    aria-label={t('companyLogo.progressLabel')}
                  />
                ) : null}
                <p className={uploadStyles.hint} role="status">
                  {percent !== null ? t('companyLogo.uploading') : null}
                </p>
              </>
            ) : (
              <p className={uploadStyles.hint}>{t('companyLogo.planRequired')}</p>
            )}
            <div className={uploadStyles.actions}>
              {logo.data.allowedByPlan ? (
                <ChooseFileButton
                  label={logo.data.logoUrl ? t('companyLogo.replace') : t('companyLogo.upload')}
                  accept={COMPANY_LOGO_MIME_TYPES}
                  hintId="company-logo-hint"
                  isUploading={percent !== null}
                  disabled={isBusy}
                  onFile={(file) => void upload(file)}
                  data-testid="company-logo-input"
                />
              ) : IS_PLAN_CHANGE_AVAILABLE ? (
                <Link to={UPGRADE_PATH} className={buttonClassName({ size: 'small' })}>
                  {t('plan.upgrade')}
                </Link>
              ) : null}
              {logo.data.logoUrl ? (
                <Button
                  variant="ghost"
                  isLoading={isRemoving}
                  disabled={isBusy}
                  onClick={() => void handleRemove()}
                >
                  {t('companyLogo.remove')}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
