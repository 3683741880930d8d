import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { registerNamespaceLoader, type RemoteSpaProps } from '@immodesk/sdk';
import { REMOTE_NAME } from './buildInfo';
import { loadTranslations } from './root/loadTranslations';
import { AiRoot } from './root/AiRoot';

// The namespace is this remote's name; i18next loads it on first use and again on every language change.
registerNamespaceLoader(REMOTE_NAME, loadTranslations);

const lifecycles = singleSpaReact<RemoteSpaProps>({
  React,
  ReactDOMClient,
  rootComponent: AiRoot,
  // AiRoot wraps everything in RemoteErrorBoundary, which hands errors to the shell's fallback.
  suppressComponentDidCatchWarning: true,
});

/** The one module this remote exposes (`ai/spa`): single-spa parcel lifecycles. */
export const { bootstrap, mount, unmount, update } = lifecycles;
