import { createRoot, hydrateRoot } from 'react-dom/client';
import '@immodesk/ui-kit/theme.css';
import { setBranding } from '@immodesk/sdk';
import { initSiteI18n } from './i18n/siteI18n';
import { loadSiteSession } from './routing/siteSession';
import { SiteApp } from './SiteApp';

type BrandingConfig = { branding?: Parameters<typeof setBranding>[0] };

/** Branding (product name, colours, support address) is optional for the public pages: they render without it. */
async function fetchBranding(): Promise<BrandingConfig['branding'] | null> {
  try {
    const response = await fetch('/api/shell-config', { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return ((await response.json()) as BrandingConfig).branding ?? null;
  } catch {
    return null; // the public site still works; the product name appears once the API answers again
  }
}

loadSiteSession();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const branding = fetchBranding();

void initSiteI18n().then(() => {
  // Applied after the first commit, so hydration sees the same (unbranded) page the build rendered.
  const applyBranding = () => {
    // Marks the page as interactive (tests wait for it before using buttons of a prerendered page).
    container.dataset.ready = 'true';
    void branding.then((loaded) => loaded && setBranding(loaded));
  };
  const app = <SiteApp onFirstCommit={applyBranding} />;
  // The landing pages come prerendered (scripts/prerenderSite.mjs): hydrate them; render every other page.
  if (container.dataset.prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
