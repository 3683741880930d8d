import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import '@immodesk/ui-kit/theme.css';
import { i18n, initI18n, registerNamespaceLoader, setBranding, type Language } from '@immodesk/sdk';
import { loadSiteSession } from './routing/siteSession';
import { SiteApp } from './SiteApp';

type TranslationModule = { default: Record<string, unknown> };

registerNamespaceLoader('site', (language: Language) =>
  import(/* webpackChunkName: "site-[request]" */ `../../locales/site/${language}.json`).then((module: TranslationModule) => module.default),
);
registerNamespaceLoader('siteChrome', (language: Language) =>
  import(/* webpackChunkName: "site-chrome-[request]" */ `../../locales/site-chrome/${language}.json`).then(
    (module: TranslationModule) => module.default,
  ),
);

/** Branding (product name, colours, support address) is optional for the public pages: they render without it. */
async function loadBranding(): Promise<void> {
  try {
    const response = await fetch('/api/shell-config', { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const config = (await response.json()) as { branding?: Parameters<typeof setBranding>[0] };
    if (config.branding) {
      setBranding(config.branding);
      if (config.branding.productName) document.title = config.branding.productName;
    }
  } catch {
    // the public site still works; the product name appears once the API answers again
  }
}

loadSiteSession();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from site.html');
const root = createRoot(container);
void Promise.all([initI18n({ defaultNamespace: 'site' }).then(() => i18n.loadNamespaces('siteChrome')), loadBranding()]).then(() => {
  root.render(
    <I18nextProvider i18n={i18n}>
      <SiteApp />
    </I18nextProvider>,
  );
});
