import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@immodesk/sdk';
import { buttonClassName, ErrorState, NotFoundState } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';

export type ContractLoadFailureProps = { error: Error; onRetry: () => void };

/** A contract that could not be loaded: not found (another organization's too) with the way back, else the error with retry. */
export function ContractLoadFailure({ error, onRetry }: ContractLoadFailureProps) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  if (isApiError(error) && error.status === 404) {
    const back = (
      <Link to={paths.list} className={buttonClassName({ variant: 'secondary' })}>
        {t('notFound.back')}
      </Link>
    );
    return <NotFoundState title={t('contracts.page.notFoundTitle')} description={t('contracts.page.notFoundDescription')} action={back} />;
  }
  return <ErrorState title={t('contracts.page.errorTitle')} message={error.message} onRetry={onRetry} />;
}
