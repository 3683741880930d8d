import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, signInAsDemo, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { restoreDemoLanguageAfterAll, setUserLanguage } from '../support/userLanguage';

type DocumentsCatalogue = typeof import('../../../mf-documents/locales/nl.json');
type Language = 'nl' | 'fr';
const documentList = (language: Language) =>
  (JSON.parse(readFileSync(resolve(repoRoot, `mf-documents/locales/${language}.json`), 'utf8')) as DocumentsCatalogue).documentList;

/** A size as Belgians write it in each language: "735 B", "1,2 kB", "12 MB"; "735 o", "1,2 ko" in French. */
const SIZE: Record<Language, RegExp> = { nl: /^\d{1,3}(,\d)?\s(B|kB|MB|GB)$/, fr: /^\d{1,3}(,\d)?\s(o|ko|Mo|Go)$/ };

// Issue 12 acceptance, "Documents list": sizes in Belgian units of the interface language.
test.describe.serial('documents list', () => {
  restoreDemoLanguageAfterAll();

  for (const language of ['nl', 'fr'] as const) {
    test(`writes file sizes in ${language} units`, async ({ page, productURL }) => {
      await signInAsDemo(page, productURL);
      await setUserLanguage(page, productURL, language);
      await page.goto('/documents');
      const area = page.locator('[data-remote="documents"]');
      await expect(area.getByRole('heading', { level: 1, name: documentList(language).title })).toBeVisible();
      const rows = area.getByTestId('document-row');
      await expect(rows.first()).toBeVisible();
      const headers = await area.getByRole('columnheader').allTextContents();
      const index = headers.indexOf(documentList(language).columns.size);
      expect(index).toBeGreaterThan(0);
      const sizes = await rows.evaluateAll((elements, column) => elements.map((row) => (row as HTMLTableRowElement).cells[column]?.textContent ?? ''), index);
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toMatch(SIZE[language]);
    });
  }
});
