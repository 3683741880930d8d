import React, { type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  RemoteRoot,
  registerNamespaceLoader,
  useReportRuntimeSingletons,
  type Language,
  type RemoteDialogMount,
  type RemoteDialogProps,
  type RemoteSpaProps,
  type RemoteWidgetMount,
  type RemoteWidgetProps,
} from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import { RemoteNameContext } from './remoteNameContext';
import { RemoteRoutes } from './RemoteRoutes';

/** `(language) => import(\`../locales/${language}.json\`)`, written in the remote so the chunk comes from its origin. */
export type RemoteTranslationsLoader = (language: Language) => Promise<{ default: Record<string, unknown> }>;

export type RemoteLifecyclesOptions = {
  /** The remote's name: its MF name, its i18n namespace, `data-remote` on its area. */
  name: string;
  /** The build version, on the remote's root as data-remote-version (never shown); the remote's build defines it by default. */
  version?: string;
  loadTranslations: RemoteTranslationsLoader;
  /** The dialogs other apps may open with `openRemoteDialog(name, <key>, params)`, mounted by the shell in its overlay. */
  dialogs?: Readonly<Record<string, ComponentType<RemoteDialogProps>>>;
  /** The widgets the shell may mount in its slots (e.g. the dashboard's `income-chart`) with `<RemoteWidget>`. */
  widgets?: Readonly<Record<string, ComponentType<RemoteWidgetProps>>>;
} & (
  | {
      /** The `<Route>` elements under the base path; RemoteRoutes adds the not-found page. */
      routes: ReactNode;
    }
  | {
      /** For a remote whose routes depend on the base path it is mounted on; build them with RemoteRoutes. */
      Routes: ComponentType<{ basePath: string }>;
    }
);

function buildVersion(): string {
  return typeof __MF_BUILD_VERSION__ === 'string' ? __MF_BUILD_VERSION__ : 'dev';
}

/**
 * The one module a remote exposes (`<name>/spa`) in one call: single-spa-react lifecycles around the sdk's
 * RemoteRoot (the shell's QueryClient and router, an error boundary that hands errors to the shell's fallback,
 * the data-remote-version attribute for support), the remote's i18n namespace registered, and the report of the singletons it runs on.
 */
export function createRemoteLifecycles(options: RemoteLifecyclesOptions) {
  const { name, version = buildVersion(), loadTranslations, dialogs = {}, widgets = {} } = options;
  // The namespace is the remote's name; i18next loads it on first use and again on every language change.
  registerNamespaceLoader(name, (language) => loadTranslations(language).then((module) => module.default));
  const Routes =
    'Routes' in options
      ? options.Routes
      : ({ basePath }: { basePath: string }) => (
          <RemoteRoutes basePath={basePath}>{options.routes}</RemoteRoutes>
        );

  /** Reports the React, QueryClient and i18next this remote's own imports resolve to (they must be the shell's). */
  function RuntimeReport() {
    useReportRuntimeSingletons(name, { React, queryClient: useQueryClient(), i18n: useTranslation().i18n });
    return null;
  }

  /** A dialog this remote does not offer is a render error: the shell's overlay shows its fallback. */
  function RemoteDialog({ dialog }: { dialog: RemoteDialogMount }) {
    const Dialog = Object.hasOwn(dialogs, dialog.name) ? dialogs[dialog.name] : undefined;
    if (!Dialog) throw new Error(`Remote "${name}" has no dialog "${dialog.name}"`);
    return <Dialog params={dialog.params} onClose={dialog.onClose} />;
  }

  /** A widget this remote does not offer is a render error: the shell's slot shows its fallback. */
  function RemoteWidget({ widget }: { widget: RemoteWidgetMount }) {
    const Widget = Object.hasOwn(widgets, widget.name) ? widgets[widget.name] : undefined;
    if (!Widget) throw new Error(`Remote "${name}" has no widget "${widget.name}"`);
    return <Widget params={widget.params} />;
  }

  function content({ basePath, dialog, widget }: Pick<RemoteSpaProps, 'basePath' | 'dialog' | 'widget'>) {
    if (dialog) return <RemoteDialog dialog={dialog} />;
    if (widget) return <RemoteWidget widget={widget} />;
    return <Routes basePath={basePath} />;
  }

  function Root({ basePath, location, navigator, onRenderError, dialog, widget }: RemoteSpaProps) {
    return (
      <RemoteNameContext.Provider value={name}>
        <RemoteRoot
          name={name}
          version={version}
          location={location}
          navigator={navigator}
          onRenderError={onRenderError}
          runtimeReport={<RuntimeReport />}
          // While the namespace loads: the label is not translated yet, so it stays hidden.
          loadingFallback={<Spinner size="large" label="…" isLabelHidden />}
        >
          {content({ basePath, dialog, widget })}
        </RemoteRoot>
      </RemoteNameContext.Provider>
    );
  }

  return singleSpaReact<RemoteSpaProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Root wraps everything in RemoteErrorBoundary, which hands errors to the shell's fallback.
    suppressComponentDidCatchWarning: true,
  });
}
