import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAsDemo, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { restoreDemoLanguageAfterAll, setUserLanguage } from '../support/userLanguage';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { brusselsDate, fill } from '../support/pages/TasksPage';

type FinanceCatalogue = typeof import('../../../mf-finance/locales/nl.json');
type ShellCatalogue = typeof import('../../app/locales/nl.json');
type Language = 'nl' | 'fr';
const read = <T>(path: string) => JSON.parse(readFileSync(resolve(repoRoot, path), 'utf8')) as T;
const text = (language: Language) => ({
  finance: read<FinanceCatalogue>(`mf-finance/locales/${language}.json`).rentPaymentList,
  common: read<ShellCatalogue>(`shell/app/locales/${language}.json`),
});

/** The text with any kind of space where it has one (Intl writes no-break spaces in amounts). */
const loosely = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** `YYYY-MM` of last month in Belgium. */
function lastMonthKey(): string {
  const [year, month] = brusselsDate().split('-').map(Number) as [number, number];
  const index = year * 12 + month - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Last month as the UI writes a period, in this browser's Intl ("oktober 2026", "octobre 2026"). */
function lastMonth(page: Page, language: Language): Promise<string> {
  return page.evaluate(
    ([key, locale]) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`)),
    [lastMonthKey(), `${language}-BE`] as const,
  );
}

// Issue 12 acceptance, "Payments list": on the demo (more than one page of due items: the leases' schedules are
// back-filled from their start, so the count follows the date), in Dutch and French, on a phone and a desktop.
test.describe.serial('payments list', () => {
  test.describe.configure({ timeout: 90_000 });

  restoreDemoLanguageAfterAll();

  for (const width of [360, 1280]) {
    for (const language of ['nl', 'fr'] as const) {
      test(`${language} at ${width} px: partly paid overdue rent, totals, 50 per page and page 2`, async ({ page, productURL }) => {
        const { finance, common } = text(language);
        await page.setViewportSize({ width, height: 800 });
        await signInAsDemo(page, productURL);
        await setUserLanguage(page, productURL, language);
        await page.goto('/rent-payments');
        const area = page.locator('[data-remote="finance"]');
        await expect(area.getByRole('heading', { level: 1, name: finance.title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        // A phone shows one card per item, a desktop the table.
        const rows = width === 360 ? area.getByTestId('rent-payment-card') : area.getByTestId('rent-payment-row');
        await expect(rows).toHaveCount(50);
        await expect(rows.first()).toBeVisible();
        // Elif Yilmaz paid about half of last month's € 720,00 (demo seed): overdue, € 360,00 still open.
        const partial = rows.filter({ hasText: 'Elif Yilmaz' }).filter({ hasText: await lastMonth(page, language) });
        const status = partial.getByTestId('rent-payment-status');
        await expect(status.getByText(common.rentPayment.status.partiallyReceived, { exact: true })).toBeVisible();
        await expect(status.getByText(common.rentPayment.overdue, { exact: true })).toBeVisible();
        await expect(status).toContainText(loosely(fill(common.rentPayment.outstanding, { amount: '€ 360,00' })));
        await expect(partial).not.toContainText(common.rentPayment.status.notReceived);

        const totals = area.getByRole('region', { name: finance.totals.title });
        for (const key of ['due', 'paid', 'outstanding'] as const) {
          await expect(totals.getByTestId(`rent-payment-total-${key}`)).toContainText(finance.totals[key]);
          await expect(totals.getByTestId(`rent-payment-total-${key}`)).toContainText('€');
        }

        if (width === 360) {
          // Cards, not a table: no column headings on screen, nothing scrolls sideways, 50 cards are not a 15,000 px page.
          await expect(area.locator('table')).toBeHidden();
          await expectNoSidewaysScroll(page, `payments ${language} 360`);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          expect(height, 'a page of 50 cards (about 180 px each)').toBeLessThan(12_000);
        } else {
          await expect(area.getByRole('columnheader', { name: finance.columns.status })).toBeVisible();
          await expect(area.getByTestId('rent-payment-card').first()).toBeHidden();
        }
        await expectNoSeriousAxeViolations(page, `payments ${language} ${width}`);

        const pagination = area.getByRole('navigation', { name: common.list.pagination.label });
        await pagination.getByRole('button', { name: common.list.pagination.next }).click();
        const { total } = (await (await page.request.get(`${productURL}/api/rent-payments?pageSize=1`)).json()) as { total: number };
        await expect(pagination.getByText(fill(common.list.pagination.pageOf, { page: 2, pageCount: Math.ceil(total / 50) }))).toBeVisible();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(rows).toHaveCount(Math.min(50, total - 50));
        await expectNoSidewaysScroll(page, `payments page 2 ${language} ${width}`);
      });
    }
  }

  test('keeps the status and month filters in the URL and narrows the totals with them', async ({ page, productURL }) => {
    const { finance } = text('nl');
    await signInAsDemo(page, productURL);
    await setUserLanguage(page, productURL, 'nl');
    await page.goto('/rent-payments');
    const area = page.locator('[data-remote="finance"]');
    const outstanding = area.getByTestId('rent-payment-total-outstanding');
    await expect(outstanding).toContainText('€');
    const before = await outstanding.textContent();

    await area.getByRole('combobox', { name: finance.filters.status }).selectOption('overdue');
    await expect(page).toHaveURL(/status=overdue/);
    await area.getByRole('combobox', { name: finance.filters.from }).selectOption(lastMonthKey());
    await expect(page).toHaveURL(/from=\d{4}-\d{2}/);
    await expect(outstanding).not.toHaveText(before ?? '');
    await page.reload();
    await expect(area.getByRole('combobox', { name: finance.filters.status })).toHaveValue('overdue');
    await expect(area.getByRole('combobox', { name: finance.filters.from })).toHaveValue(lastMonthKey());
    await expect(outstanding).not.toHaveText(before ?? '');
  });
});
