import { Route, Routes } from 'react-router-dom';
import { ConversationListPage } from '../features/conversation-list/components/ConversationListPage';
import { AiNotFound } from './AiNotFound';

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
