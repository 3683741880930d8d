import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TGetDashboardResponse } from '@immodesk/contracts/dashboard/getDashboard.contract';
import type { TGetReportResponse } from '@immodesk/contracts/reports/getReport.contract';
import { expect, signInAsDemo, test } from '../support/fixtures';
import { createOrganization, signInAs } from '../support/organizations';
import { repoRoot } from '../support/paths';
import { propertiesNl } from '../support/propertiesText';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { nl } from '../support/shellText';

const financeNl = JSON.parse(
  readFileSync(resolve(repoRoot, 'mf-finance/locales/nl.json'), 'utf8'),
) as typeof import('../../../mf-finance/locales/nl.json');
const documentsNl = JSON.parse(
  readFileSync(resolve(repoRoot, 'mf-documents/locales/nl.json'), 'utf8'),
) as typeof import('../../../mf-documents/locales/nl.json');
const euros = (cents: number) =>
  new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
// Intl writes a no-break space between the euro sign and the amount.
const sameText = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

// Issue 19 acceptance: the dashboard with the demo portfolio, its quick actions, the statistics' periods and the PDF.
test.describe('dashboard and statistics', () => {
  test('the demo dashboard shows the totals, the income chart, the map markers and the lists, at 1280 and 360 px', async ({
    page,
    productURL,
  }) => {
    await signInAsDemo(page, productURL);
    const dashboard = (await (
      await page.request.get(`${productURL}/api/dashboard`)
    ).json()) as TGetDashboardResponse;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    const totals = page.getByTestId('dashboard-totals');
    await expect(totals.getByTestId('dashboard-total-properties')).toContainText(
      String(dashboard.totals.propertyCount),
    );
    expect(sameText(await totals.getByTestId('dashboard-total-rent').textContent())).toContain(
      sameText(euros(dashboard.totals.monthlyRentCents)),
    );
    await expect(page.getByTestId('dashboard-upcoming-tasks').getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByTestId('dashboard-properties-overview').getByRole('link', { name: /Korenlei 7/ }),
    ).toBeVisible();

    const chart = page.getByTestId('dashboard-income-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg.highcharts-root')).toBeVisible();
    await expect(chart.locator('.highcharts-series .highcharts-point').first()).toBeAttached();
    expect(dashboard.incomeSeries).toHaveLength(12);
    const map = page.getByTestId('properties-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-marker-count', String(dashboard.locations.length));
    await expect(map.locator('canvas').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dashboard 1280');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(totals).toBeVisible();
    await expectNoSidewaysScroll(page, 'dashboard 360');
    await expectNoSeriousAxeViolations(page, 'dashboard 360');
  });

  test('the quick actions open the add-property, payment and upload dialogs, and the contract form', async ({
    page,
    productURL,
  }) => {
    await signInAsDemo(page, productURL);
    await page.goto('/dashboard');
    const actions = page.getByRole('region', { name: nl.dashboard.quickActions.title });
    await actions.getByRole('button', { name: nl.dashboard.quickActions.addProperty }).click();
    const addProperty = page.getByRole('dialog', { name: propertiesNl.form.addTitle });
    await expect(addProperty).toBeVisible();
    await addProperty.getByRole('button', { name: propertiesNl.form.cancel }).click();
    await expect(addProperty).toHaveCount(0);

    await actions.getByRole('button', { name: nl.dashboard.quickActions.uploadDocument }).click();
    const upload = page.getByRole('dialog', { name: documentsNl.upload.title });
    await expect(upload).toBeVisible();
    // Escape reaches the dialog once its focus trap has moved focus in (a keypress before that goes to the page).
    await expect.poll(() => upload.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(upload).toHaveCount(0);

    await actions.getByRole('button', { name: nl.dashboard.quickActions.registerPayment }).click();
    const payment = page.getByRole('dialog', { name: financeNl.paymentForm.registerTitle });
    await expect(payment).toBeVisible();
    await expect(payment.getByRole('combobox').first()).toBeVisible();
    await expect.poll(() => payment.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(payment).toHaveCount(0);

    await actions.getByRole('link', { name: nl.dashboard.quickActions.createContract }).click();
    await expect(page).toHaveURL(/\/contracts\/new$/);
    await expect(
      page.getByRole('heading', { level: 1, name: propertiesNl.contracts.form.createTitle }),
    ).toBeVisible();
  });

  test('the statistics show each period the server computes, with the charts', async ({
    page,
    productURL,
  }) => {
    await signInAsDemo(page, productURL);
    const reportOf = async (period: string) =>
      (await (
        await page.request.get(`${productURL}/api/reports?period=${period}`)
      ).json()) as TGetReportResponse;
    const [current, previous] = [await reportOf('current_month'), await reportOf('last_month')];
    await page.goto('/reports');
    const area = page.locator('[data-remote="finance"]');
    await expect(area.getByRole('heading', { level: 1, name: financeNl.reports.title })).toBeVisible();
    const receivedRent = area.getByTestId('metric-receivedRent').getByTestId('metric-value');
    await expect
      .poll(async () => sameText(await receivedRent.textContent()))
      .toBe(sameText(euros(current.metrics.receivedRentCents)));

    await area
      .getByRole('group', { name: financeNl.reports.period.label })
      .getByRole('button', { name: financeNl.reports.period.last_month })
      .click();
    await expect(page).toHaveURL(/\/reports\?period=last_month$/);
    await expect
      .poll(async () => sameText(await receivedRent.textContent()))
      .toBe(sameText(euros(previous.metrics.receivedRentCents)));
    await expect(area.getByTestId('report-range')).toContainText(
      previous.from.split('-').reverse().join('/'),
    );
    await area
      .getByRole('heading', { name: financeNl.reports.charts.occupancy, exact: true })
      .scrollIntoViewIfNeeded();
    await expect(area.locator('svg.highcharts-root')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page, 'statistics');
  });

  test('the PDF export works on Professional and is refused on Free with the upgrade prompt', async ({
    page,
    productURL,
    browser,
  }) => {
    await signInAsDemo(page, productURL);
    await page.goto('/reports?period=last_month');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: financeNl.reports.pdf.export }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    const context = await browser.newContext({ baseURL: productURL });
    const free = await context.newPage();
    await signInAs(free, productURL, createOrganization('free'));
    const refused = await free.request.get(`${productURL}/api/reports/pdf?period=current_month`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('plan_required');
    await free.goto('/reports');
    const prompt = free.getByTestId('report-plan-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: financeNl.reports.pdf.plan.upgrade })).toHaveAttribute(
      'href',
      '/settings?section=plan#plan',
    );
    await expect(free.getByRole('button', { name: financeNl.reports.pdf.export })).toHaveCount(0);
    await context.close();
  });
});
