import { Route } from 'react-router-dom';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { ConversationListPage } from './features/conversation-list/components/ConversationListPage';

/** The one module this remote exposes (`ai/spa`): its screens under `/ai-assistant`. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'ai',
  loadTranslations: (language) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  routes: <Route index element={<ConversationListPage />} />,
});
