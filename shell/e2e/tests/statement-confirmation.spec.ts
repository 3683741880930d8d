import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { writeCamt053Statement } from '@immodesk/test-fixtures/bankStatements';
import { expect, test } from '../support/fixtures';
import { createLandlordWithLeases, type LeaseOfLandlord } from '../support/landlordWithLeases';
import { signInAs } from '../support/organizations';
import { repoRoot } from '../support/paths';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { brusselsDate } from '../support/pages/TasksPage';
import { setUserLanguage } from '../support/userLanguage';

type FinanceCatalogue = typeof import('../../../mf-finance/locales/nl.json');
type ShellCatalogue = typeof import('../../app/locales/nl.json');
const read = <T>(path: string) => JSON.parse(readFileSync(resolve(repoRoot, path), 'utf8')) as T;

/** `YYYY-MM-01` of last month in Belgium. */
function lastMonthStart(): string {
  const [year, month] = brusselsDate().split('-').map(Number) as [number, number];
  const index = year * 12 + month - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const financeArea = (page: Page) => page.locator('[data-remote="finance"]');

// Issue 31 acceptance through the screens: Sofie Claes owes € 860 for last month and for this month. A transfer of
// € 860 from an account not known yet that names last month is not booked: it waits under "to confirm" with last
// month first (month named, same amount); one click books it there, the payments list shows it received, and undo
// puts the line back in the queue.
for (const { language, width, height } of [
  { language: 'nl', width: 1280, height: 900 },
  { language: 'fr', width: 360, height: 780 },
] as const) {
  test.describe(`statement confirmation, in ${language} at ${width} px`, () => {
    test.describe.configure({ timeout: 300_000 });
    test.use({ viewport: { width, height }, locale: `${language}-BE` });
    const text = read<FinanceCatalogue>(`mf-finance/locales/${language}.json`).bankStatements;
    const common = read<ShellCatalogue>(`shell/app/locales/${language}.json`);
    const lastMonth = new Intl.DateTimeFormat(`${language}-BE`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${lastMonthStart()}T00:00:00Z`));
    const monthName = new Intl.DateTimeFormat(`${language}-BE`, { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${lastMonthStart()}T00:00:00Z`),
    );

    test('an ambiguous credit waits, is confirmed on the month it names in one click, and can be undone', async ({
      page,
      productURL,
    }) => {
      const landlord = createLandlordWithLeases();
      const [sofie] = landlord.contracts as [LeaseOfLandlord];
      await signInAs(page, productURL, landlord);
      await setUserLanguage(page, productURL, language);
      await page.goto('/rent-payments/bank-statements');
      const area = financeArea(page);
      const camt = writeCamt053Statement({
        accountIban: 'BE68539007547034',
        accountHolder: 'Immo Peeters BV',
        lines: [
          {
            amountCents: 86_000,
            bookingDate: brusselsDate(),
            counterpartyName: 'S. Claes',
            counterpartyIban: 'BE73735012345660',
            communication: `${language === 'nl' ? 'huur' : 'loyer'} ${monthName} studio`,
          },
        ],
      });
      await area.locator('input[type="file"]').setInputFiles({
        name: 'statement.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(camt, 'utf8'),
      });
      const summary = area.getByTestId('statement-import-summary');
      await expect(summary.getByTestId('statement-summary-candidates')).toContainText('1');
      await expect(summary.getByTestId('statement-summary-matched')).toContainText('0');

      const line = area.getByTestId('statement-line').filter({ hasText: 'S. Claes' });
      const [first] = await line.getByTestId('statement-candidate').all();
      await expect(first!).toContainText(lastMonth);
      await expect(first!.getByRole('list', { name: text.line.why })).toContainText(
        text.candidateReason.periodNamed,
      );
      await expect(first!.getByRole('list', { name: text.line.why })).toContainText(
        text.candidateReason.sameAmount,
      );
      await expectNoSeriousAxeViolations(page, `to confirm (${language}, ${width}px)`);
      await expectNoSidewaysScroll(page, `to confirm (${language}, ${width}px)`);
      await first!.getByRole('button', { name: new RegExp(`^${text.line.confirm}`) }).click();
      await expect(line).toHaveCount(0);

      await page.goto(`/rent-payments?contractId=${sofie.id}`);
      const paid = area.getByTestId(width < 600 ? 'rent-payment-card' : 'rent-payment-row').filter({
        hasText: lastMonth,
      });
      await expect(
        paid
          .getByTestId('rent-payment-status')
          .getByText(common.rentPayment.status.received, { exact: true }),
      ).toBeVisible();

      await page.goto('/rent-payments/bank-statements?status=matched');
      const matched = area.getByTestId('statement-line').filter({ hasText: 'S. Claes' });
      await expect(matched).toContainText(lastMonth);
      if (width < 600) await matched.getByText(text.line.actions, { exact: true }).click();
      await expectNoSeriousAxeViolations(page, `matched line (${language}, ${width}px)`);
      await expectNoSidewaysScroll(page, `matched line (${language}, ${width}px)`);
      await matched.getByRole('button', { name: text.line.undo, exact: true }).click();
      await expect(matched).toHaveCount(0);

      await page.goto('/rent-payments/bank-statements?status=candidate');
      await expect(area.getByTestId('statement-line').filter({ hasText: 'S. Claes' })).toHaveCount(1);
      await page.goto(`/rent-payments?contractId=${sofie.id}`);
      await expect(
        paid
          .getByTestId('rent-payment-status')
          .getByText(common.rentPayment.status.notReceived, { exact: true }),
      ).toBeVisible();
    });
  });
}
