import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, NotFoundState } from '@immodesk/ui-kit';
import { ConversationListPage } from '../features/conversation-list/components/ConversationListPage';

function AiNotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('ai');
  const back = (
    <Link to={basePath} className={buttonClassName({ variant: 'secondary' })}>
      {t('notFound.back')}
    </Link>
  );
  return <NotFoundState title={t('notFound.title')} description={t('notFound.description')} action={back} />;
}

/** Every route under the base path the shell mounted this remote on (`/ai-assistant`). */
export function AiRoutes({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route path={basePath}>
        <Route index element={<ConversationListPage />} />
        <Route path="*" element={<AiNotFound basePath={basePath} />} />
      </Route>
    </Routes>
  );
}
