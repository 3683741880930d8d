import { Suspense, useContext, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NotFoundState, Spinner } from '@immodesk/ui-kit';
import { RemoteNameContext } from './remoteNameContext';

type NotFoundKeys = { description: string; back: string };

export type RemoteRoutesProps = {
  /** The route prefix the shell mounted the remote on, e.g. `/documents`. */
  basePath: string;
  /** The `<Route>` elements under the base path (`index`, `:urlCode`…); any other address is the not-found page. */
  children: ReactNode;
  /** Keys in the remote's namespace of the not-found page's description and way back (`notFound.*` by default). */
  notFoundKeys?: NotFoundKeys;
};

const DEFAULT_NOT_FOUND_KEYS: NotFoundKeys = { description: 'notFound.description', back: 'notFound.back' };

function RemoteNotFound({ basePath, keys }: { basePath: string; keys: NotFoundKeys }) {
  const { t } = useTranslation(useContext(RemoteNameContext));
  const { t: tCommon } = useTranslation('common');
  const back = (
    <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
      {t(keys.back)}
    </Link>
  );
  return (
    <NotFoundState title={tCommon('notFound.remoteTitle')} description={t(keys.description)} action={back} />
  );
}

/** What a lazily loaded page of a remote shows while its chunk arrives. */
function RemotePageLoading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('app.loading')} />;
}

/**
 * A remote's routes under its base path, with its not-found page for every other address below it. Pages may be
 * `lazy()`: a remote sends its first screen only, and the rest when the user goes there (JS budget per route).
 */
export function RemoteRoutes({
  basePath,
  children,
  notFoundKeys = DEFAULT_NOT_FOUND_KEYS,
}: RemoteRoutesProps) {
  return (
    <Suspense fallback={<RemotePageLoading />}>
      <Routes>
        <Route path={basePath}>
          {children}
          <Route path="*" element={<RemoteNotFound basePath={basePath} keys={notFoundKeys} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
