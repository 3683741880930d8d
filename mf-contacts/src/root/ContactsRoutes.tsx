import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NotFoundState } from '@immodesk/ui-kit';
import { ContactsPage } from '../features/contacts-overview/components/ContactsPage';

function ContactsNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('contacts');
  const back = (
    <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
      {t('notFound.back')}
    </Link>
  );
  return <NotFoundState title={t('notFound.title')} description={t('notFound.description')} action={back} />;
}

/** Every route under the base path the shell mounted this remote on: `/contacts`, or `/tenants` (same screen). */
export function ContactsRoutes({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route path={basePath}>
        <Route index element={<ContactsPage />} />
        <Route path="*" element={<ContactsNotFound basePath={basePath} />} />
      </Route>
    </Routes>
  );
}
