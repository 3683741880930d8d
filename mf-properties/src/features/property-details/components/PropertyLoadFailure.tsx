import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@immodesk/sdk';
import { buttonClassName, ErrorState, NotFoundState } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';

export type PropertyLoadFailureProps = { error: Error; onRetry: () => void };

/** A property that could not be loaded: its not-found page (with the way back to the list) on a 404, else the error with retry. */
export function PropertyLoadFailure({ error, onRetry }: PropertyLoadFailureProps) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  if (isApiError(error) && error.status === 404) {
    const back = (
      <Link to={paths.list} className={buttonClassName({ variant: 'secondary' })}>
        {t('notFound.back')}
      </Link>
    );
    return <NotFoundState title={t('details.notFoundTitle')} description={t('details.notFoundDescription')} action={back} />;
  }
  return <ErrorState title={t('details.errorTitle')} message={error.message} onRetry={onRetry} />;
}
