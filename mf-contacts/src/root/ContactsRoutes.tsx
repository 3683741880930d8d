import { Route, Routes } from 'react-router-dom';
import { ContactsPage } from '../features/contacts-overview/components/ContactsPage';
import { ContactsNotFound } from './ContactsNotFound';

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
