import { createRoot } from 'react-dom/client';
import '@immodesk/ui-kit/theme.css';
import { setBranding } from '@immodesk/sdk';
import { initSiteI18n } from './i18n/siteI18n';
import { loadSiteSession } from './routing/siteSession';
import { SiteApp } from './SiteApp';

/** Branding (product name, colours, support address) is optional for the public pages: they render without it. */
async function loadBranding(): Promise<void> {
  try {
    const response = await fetch('/api/shell-config', { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      await response.body?.cancel();
      return;
    }
    const config = (await response.json()) as { branding?: Parameters<typeof setBranding>[0] };
    if (config.branding) setBranding(config.branding);
  } catch {
    // the public site still works; the product name appears once the API answers again
  }
}

loadSiteSession();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from site.html');
const root = createRoot(container);
// The copy is needed for the first paint; branding only fills in the product name, so it is not waited for.
void loadBranding();
void initSiteI18n().then(() => root.render(<SiteApp />));
