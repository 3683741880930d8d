import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAsDemo, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/publicSite';

type RentPayment = {
  tenantId: string | null;
  status: string;
  amountDueCents: number;
  paidCents: number;
  paidAt: string | null;
};
type Tenant = {
  id: string;
  entityType: 'natural' | 'legal';
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
};
type Contract = { contractNumber: string; status: string; endsOn: string };

const money = (cents: number) =>
  new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const longDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const brusselsToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

async function everyItem<T>(request: APIRequestContext, productURL: string, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(
      `${productURL}${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=200`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: T[]; total: number };
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
}

/** Asks in the chat as a user does (typing, Enter) and reads the finished answer. */
async function ask(page: Page, question: string): Promise<string> {
  const turns = page.getByTestId('chat-turn');
  const before = await turns.count();
  const field = page.getByRole('textbox', { name: /Je vraag/ });
  await field.fill(question);
  await field.press('Enter');
  const turn = turns.nth(before);
  await expect(turn).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  return turn.getByTestId('chat-answer').innerText();
}

// Issue 20 acceptance: the built-in provider answers the three questions from the seeded demo data.
test.describe('AI Pilot', () => {
  test('answers who is behind on rent, which contracts expire this year, last month’s rent and an indexation from the landlord’s own data', async ({
    page,
    productURL,
  }) => {
    test.setTimeout(90_000);
    await signInAsDemo(page, productURL);
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'AI Pilot' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Pilot' })).toBeVisible();

    const [overdue, tenants, contracts] = await Promise.all([
      everyItem<RentPayment>(page.request, productURL, '/api/rent-payments?status=overdue'),
      everyItem<Tenant>(page.request, productURL, '/api/tenants'),
      everyItem<Contract>(page.request, productURL, '/api/contracts'),
    ]);
    const nameOf = (id: string | null) => {
      const tenant = tenants.find((candidate) => candidate.id === id);
      return tenant?.entityType === 'legal' && tenant.companyName
        ? tenant.companyName
        : [tenant?.firstName, tenant?.lastName].filter(Boolean).join(' ');
    };

    const owed = new Map<string, number>();
    for (const item of overdue)
      owed.set(
        nameOf(item.tenantId),
        (owed.get(nameOf(item.tenantId)) ?? 0) + Math.max(0, item.amountDueCents - item.paidCents),
      );
    expect(owed.size, 'the demo data has tenants behind on rent').toBeGreaterThan(0);
    const lateAnswer = await ask(page, 'Welke huurders zijn achter met betalen?');
    const total = [...owed.values()].reduce((sum, cents) => sum + cents, 0);
    expect(lateAnswer.split('\n')[0]).toBe(
      `${owed.size === 1 ? '1 huurder is' : `${owed.size} huurders zijn`} achter met betalen, samen ${money(total)}:`,
    );
    const lines = lateAnswer.split('\n').slice(1);
    for (const [name, cents] of owed)
      expect(
        lines.some((line) => line.startsWith(`- ${name}`) && line.includes(`${money(cents)} open sinds`)),
        name,
      ).toBe(true);

    const today = brusselsToday();
    const year = today.slice(0, 4);
    const expiring = contracts.filter(
      (contract) => ['active', 'signed'].includes(contract.status) && contract.endsOn.startsWith(year),
    );
    const expiringAnswer = await ask(page, 'Which contracts expire this year?');
    const period = `between ${longDate(`${year}-01-01`, 'en-BE')} and ${longDate(`${year}-12-31`, 'en-BE')}`;
    if (expiring.length === 0) expect(expiringAnswer).toBe(`No contract expires ${period}.`);
    else {
      expect(expiringAnswer.split('\n')[0]).toBe(
        `${expiring.length === 1 ? '1 contract expires' : `${expiring.length} contracts expire`} ${period}:`,
      );
      for (const contract of expiring) expect(expiringAnswer).toContain(`${contract.contractNumber}`);
    }

    const month = new Date(Date.UTC(Number(year), Number(today.slice(5, 7)) - 2, 1));
    const from = month.toISOString().slice(0, 10);
    const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0))
      .toISOString()
      .slice(0, 10);
    // The amounts received last month, as the statistics count them (rent and charges, on the day they came in).
    const report = (await (await page.request.get(`${productURL}/api/reports?period=last_month`)).json()) as {
      metrics: { receivedRentCents: number; receivedCostsCents: number };
    };
    const receivedCents = report.metrics.receivedRentCents + report.metrics.receivedCostsCents;
    expect(receivedCents, 'the demo data has rent received last month').toBeGreaterThan(0);
    const receivedAnswer = await ask(page, 'Combien de loyer ai-je reçu le mois dernier ?');
    expect(
      receivedAnswer.startsWith(
        `Du ${longDate(from, 'fr-BE')} au ${longDate(to, 'fr-BE')}, vous avez reçu ${money(receivedCents)} de loyer (`,
      ),
    ).toBe(true);
    expect(receivedAnswer).toMatch(/\((1 paiement|\d+ paiements)\)\.$/);

    // After the merges of indexation and statistics: an indexable lease of the demo, previewed as the contract page does.
    const opportunities = (await (
      await page.request.get(`${productURL}/api/indexation/opportunities`)
    ).json()) as { items: { contractId: string; contractNumber: string }[] };
    const lease = opportunities.items[0];
    expect(lease, 'the demo data has a lease that can be indexed today').toBeDefined();
    const preview = (await (
      await page.request.get(`${productURL}/api/contracts/${lease!.contractId}/indexation/preview`)
    ).json()) as { oldRentCents: number; newRentCents: number };
    const indexation = await ask(
      page,
      `Hoeveel mag ik de huur van contract ${lease!.contractNumber} indexeren?`,
    );
    expect(indexation.startsWith(`Contract ${lease!.contractNumber} (`)).toBe(true);
    expect(indexation).toContain(`van ${money(preview.oldRentCents)} naar ${money(preview.newRentCents)}`);

    await expectNoSeriousAxeViolations(page, 'AI Pilot with answers');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page, 'AI Pilot with answers at 360 px');

    // The conversation is kept: it opens again from the list with its eight messages.
    await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
    await page.getByRole('link', { name: 'Welke huurders zijn achter met betalen?' }).first().click();
    await expect(page.getByTestId('chat-answer')).toHaveCount(4);
  });

  test('writes a property description into the edit form, within 2000 characters, in the chosen language', async ({
    page,
    productURL,
  }) => {
    await signInAsDemo(page, productURL);
    const properties = (await (await page.request.get(`${productURL}/api/properties?q=Korenlei`)).json()) as {
      items: { urlCode: string }[];
    };
    await page.goto(`/properties/edit/${properties.items[0]!.urlCode}`);
    await page.getByLabel('Taal van de beschrijving').selectOption('fr');
    await page.getByRole('button', { name: 'Beschrijving genereren' }).click();
    const description = page.getByRole('textbox', { name: /^Beschrijving/ });
    await expect(description).toHaveValue(/^À louer : .*Korenlei 7/);
    expect((await description.inputValue()).length).toBeLessThanOrEqual(2000);
  });
});
