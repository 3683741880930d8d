import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { PropertiesRoutes } from './root/PropertiesRoutes';

/** The one module this remote exposes (`properties/spa`): the property screens, and the tasks screen under `/tasks`. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'properties',
  loadTranslations: (language) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  Routes: PropertiesRoutes,
});
