import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import '@immodesk/ui-kit/theme.css';
import {
  configureApiClient,
  i18n,
  initI18n,
  registerNamespaceLoader,
  setBranding,
  type Language,
} from '@immodesk/sdk';
import { App } from './App';
import { initFederation } from './federation/federation';
import { setEnabledRemotes } from './startup/enabledRemotes';
import { loadShellConfig } from './startup/loadShellConfig';
import { StartupError } from './startup/StartupError';
import { FullPageSpinner } from './startup/FullPageSpinner';

type TranslationModule = { default: Record<string, unknown> };

registerNamespaceLoader('common', (language: Language) =>
  import(/* webpackChunkName: "locale-[request]" */ `../locales/${language}.json`).then(
    (module: TranslationModule) => module.default,
  ),
);
configureApiClient({ getNetworkErrorMessage: () => i18n.t('errors.network') });

async function start(root: Root): Promise<void> {
  root.render(
    <I18nextProvider i18n={i18n}>
      <FullPageSpinner />
    </I18nextProvider>,
  );
  try {
    const config = await loadShellConfig();
    setBranding(config.branding);
    if (config.branding.productName) document.title = config.branding.productName;
    setEnabledRemotes(config.remotes.map((remote) => remote.name));
    initFederation(config.remotes);
  } catch (error) {
    console.error('[immodesk] /api/shell-config failed', error);
    root.render(
      <I18nextProvider i18n={i18n}>
        <StartupError onRetry={() => void start(root)} />
      </I18nextProvider>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
void initI18n().then(() => start(root));
