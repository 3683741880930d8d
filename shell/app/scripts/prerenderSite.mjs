// Writes dist/site/landing-<language>.html: the public bundle's page with the landing page already rendered,
// so a visitor on /nl, /en or /fr sees it before any script runs (the BFF serves these files for those paths).
// The bundle is started by a small boot script after the first paint: the prerendered page shows at once and
// the bundle's parsing and hydration no longer hold back the first frame on a busy machine.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { renderLanding } = require(join(appDir, 'dist/.prerender/prerender.cjs'));
const template = readFileSync(join(appDir, 'dist/site/index.html'), 'utf8');
const readCatalog = (folder, language) =>
  JSON.parse(readFileSync(join(appDir, 'locales', folder, `${language}.json`), 'utf8'));

if (
  !template.includes('<div id="root"></div>') ||
  !template.includes('<html lang="nl">') ||
  !template.includes('</head>') ||
  template.includes('<title>')
) {
  throw new Error(
    'dist/site/index.html no longer has <html lang="nl">, a head without a title and an empty <div id="root"></div>',
  );
}
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const scriptTag = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/;
const match = scriptTag.exec(template);
if (!match) throw new Error('dist/site/index.html has no deferred bundle script');
const bundleUrl = match[1] ?? match[2];
const boot = `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.src=${JSON.stringify(bundleUrl)};document.head.appendChild(s)},0)});\n`;
const bootName = `boot.${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`;
writeFileSync(join(appDir, 'dist/site', bootName), boot);

for (const language of ['nl', 'en', 'fr']) {
  const site = readCatalog('site', language);
  const markup = renderLanding(language, { site, siteChrome: readCatalog('site-chrome', language) });
  const html = template
    .replace('<html lang="nl">', `<html lang="${language}">`)
    // The script adds the product name from the branding once it runs.
    .replace('</head>', `<title>${escapeHtml(site.landing.metaTitle)}</title></head>`)
    .replace(match[0], `<script defer src="/site/${bootName}"></script>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="landing">${markup}</div>`);
  writeFileSync(join(appDir, 'dist/site', `landing-${language}.html`), html);
}
console.log('prerendered the landing page in nl, en and fr');
