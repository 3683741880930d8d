import type { TListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { expect, signInAsDemo, test } from '../support/fixtures';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 16, server side: the demo leases' rent comes from their schedules, the list names them from the BFF, and the
// finance settings answer their defaults until saved.
test.describe('rent schedule and finance settings (API)', () => {
  test('the demo leases have back-filled due items with contract number, address and tenants, and a carried surplus', async ({ page, productURL }) => {
    await signInAsDemo(page, productURL);
    const response = await page.request.get(`${productURL}/api/rent-payments?pageSize=200&status=paid`);
    expect(response.status()).toBe(200);
    const paid = (await response.json()) as TListRentPaymentsResponse;
    const korenlei = paid.items.filter((item) => item.propertyAddress?.startsWith('Korenlei 7')).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    expect(korenlei.length).toBeGreaterThan(12);
    expect(korenlei.every((item) => item.contractNumber !== null && item.tenantNames.join() === 'Sofie Peeters')).toBe(true);
    expect(korenlei.every((item) => item.amountDueCents === item.rentCents + item.chargesCents && item.chargesCents === 8_000)).toBe(true);
    const overpaid = korenlei.findIndex((item) => item.notes?.startsWith('Te veel betaald'));
    expect(overpaid).toBeGreaterThanOrEqual(0);
    expect(korenlei[overpaid]?.paidCents).toBe(korenlei[overpaid]?.amountDueCents);

    const period = korenlei[0]?.period ?? '';
    const byPeriod = (await (await page.request.get(`${productURL}/api/rent-payments?period=${period}`)).json()) as TListRentPaymentsResponse;
    expect(byPeriod.items.map((item) => item.period)).toEqual(byPeriod.items.map(() => period));
  });

  test('a new organization gets the default settings, saves its own, and a payment for a contract it does not have is 404', async ({ page, productURL }) => {
    await signUpAndSignIn(page, productURL, 'rent-settings');
    const headers = { Origin: productURL, 'Accept-Language': 'nl' };
    expect(await (await page.request.get(`${productURL}/api/settings/automations`)).json()).toEqual({
      rentRequests: { enabled: true, daysBeforeDue: 7 },
      reminders: { enabled: true, afterDays: 7 },
      indexationReminders: { enabled: true },
    });
    const invoicing = { prefix: 'HUUR-2026/', template: 'classic', paymentTermsDays: 30 };
    expect((await page.request.put(`${productURL}/api/settings/invoicing`, { data: invoicing, headers })).status()).toBe(200);
    expect(await (await page.request.get(`${productURL}/api/settings/invoicing`)).json()).toEqual(invoicing);
    const refused = await page.request.put(`${productURL}/api/settings/accounting`, { data: { period: 'fiscal', fiscalYearStartMonth: 13, currency: 'USD' }, headers });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('Sommige velden zijn niet correct ingevuld.');

    const payment = await page.request.post(`${productURL}/api/rent-payments`, {
      data: { contractId: crypto.randomUUID(), period: '2026-03', paidCents: 100, paidAt: '2026-03-01' },
      headers,
    });
    expect(payment.status()).toBe(404);
    expect((await payment.json()).message).toBe('Deze huurpost bestaat niet (meer): kies een contract en een periode waarvoor huur verschuldigd is.');
  });
});
