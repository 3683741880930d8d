import { Route } from 'react-router-dom';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { AiPilotPage } from './features/ai-pilot/components/AiPilotPage';

/** The one module this remote exposes (`ai/spa`): its screens under `/ai-assistant` (a new chat, or one conversation). */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'ai',
  loadTranslations: (language) =>
    import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  routes: (
    <>
      <Route index element={<AiPilotPage />} />
      <Route path=":conversationId" element={<AiPilotPage />} />
    </>
  ),
});
