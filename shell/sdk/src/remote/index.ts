// `@immodesk/sdk/remote`: a remote's wiring. Unlike `@immodesk/sdk` it is not a shared module: it is compiled
// into each remote, so its imports of React, react-query and react-i18next resolve the way the remote's own
// code does (the singleton report then checks the remote, not the shell). Shared state (QueryClient, i18next)
// is reached only through `@immodesk/sdk`, never by a relative import.
export {
  createRemoteLifecycles,
  type RemoteLifecyclesOptions,
  type RemoteTranslationsLoader,
} from './createRemoteLifecycles';
export { RemoteRoutes, type RemoteRoutesProps } from './RemoteRoutes';
