import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@immodesk/sdk';
import { buttonClassName, ErrorState, NotFoundState } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../hooks/usePropertyPaths';

export type LoadFailureProps = {
  error: Error;
  onRetry: () => void;
  /** Keys in the properties namespace: the not-found page's title and description, and the error's title. */
  keys: { notFoundTitle: string; notFoundDescription: string; errorTitle: string };
};

/** A page whose subject could not be loaded: its not-found page (with the way back to the properties) on a 404, else the error with retry. */
export function LoadFailure({ error, onRetry, keys }: LoadFailureProps) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  if (isApiError(error) && error.status === 404) {
    const back = (
      <Link to={paths.list} className={buttonClassName({ variant: 'secondary' })}>
        {t('notFound.back')}
      </Link>
    );
    return (
      <NotFoundState title={t(keys.notFoundTitle)} description={t(keys.notFoundDescription)} action={back} />
    );
  }
  return <ErrorState title={t(keys.errorTitle)} message={error.message} onRetry={onRetry} />;
}
