import { lazy } from 'react';
import { createRemoteLifecycles } from '@immodesk/sdk/remote';
import { AddPropertyDialog } from './features/property-form/components/AddPropertyDialog';
import { PropertiesRoutes } from './root/PropertiesRoutes';

// The dashboard's map widget (and the shell-config schema it reads) stays out of the property pages' first load.
const PropertyLocationsWidget = lazy(() =>
  import('./features/property-map/components/PropertyLocationsWidget').then((m) => ({
    default: m.PropertyLocationsWidget,
  })),
);

/**
 * The one module this remote exposes (`properties/spa`): the property screens, and the tasks screen under `/tasks`;
 * the `add-property` dialog for `openRemoteDialog('properties', 'add-property')` and the dashboard's `property-map` widget.
 */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'properties',
  loadTranslations: (language) =>
    import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`),
  Routes: PropertiesRoutes,
  dialogs: { 'add-property': AddPropertyDialog },
  widgets: { 'property-map': PropertyLocationsWidget },
});
