import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { EPC_CERTIFICATE_NUMBER, TENANT_IDENTITY } from '../support/leaseIdentity';
import { createOrganization, signInAs, type TestOwner } from '../support/organizations';
import { matchFromOutbox } from '../support/outbox';
import { repoRoot } from '../support/paths';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';

type PropertiesCatalogue = typeof import('../../../mf-properties/locales/nl.json');
const nl = (
  JSON.parse(readFileSync(resolve(repoRoot, 'mf-properties/locales/nl.json'), 'utf8')) as PropertiesCatalogue
).indexation;

type Lease = {
  postalCode: string;
  city: string;
  label: string;
  signedOn: string;
  indexBaseMonth: string;
  startsOn: string;
  rentCents: number;
  tenant: { firstName: string; email: string; language: 'nl' | 'fr' | 'en' };
};

/**
 * A lease in force made through the API as a landlord would (the e-signature makes today its signing day, so the lease
 * states its start-index month, as one entered after the fact does): property with its EPC label, tenant, contract, sent to
 * the tenant, signed by the tenant through the share link (code from the outbox, typed name) and by the landlord.
 */
async function leaseInForce(request: APIRequestContext, baseURL: string, lease: Lease): Promise<string> {
  const headers = { Origin: baseURL };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };
  const property = await ok(
    await request.post(`${baseURL}/api/properties`, {
      headers,
      data: {
        street: 'Stationsstraat',
        houseNumber: '4',
        postalCode: lease.postalCode,
        city: lease.city,
        type: 'apartment',
        rentCents: lease.rentCents,
      },
    }),
  );
  await ok(
    await request.put(`${baseURL}/api/properties/${String(property?.id)}/information`, {
      headers,
      data: { energyCertificate: { label: lease.label } },
    }),
  );
  const tenant = await ok(
    await request.post(`${baseURL}/api/tenants`, {
      headers,
      data: {
        entityType: 'natural',
        firstName: lease.tenant.firstName,
        lastName: 'Peeters',
        email: lease.tenant.email,
        language: lease.tenant.language,
        ...TENANT_IDENTITY,
      },
    }),
  );
  const contract = await ok(
    await request.post(`${baseURL}/api/contracts`, {
      headers,
      data: {
        propertyId: property?.id,
        tenantIds: [tenant?.id],
        type: 'hoofdverblijfplaats',
        signedOn: lease.signedOn,
        indexBaseMonth: lease.indexBaseMonth,
        epcCertificateNumber: EPC_CERTIFICATE_NUMBER,
        startsOn: lease.startsOn,
        durationMonths: 108,
        rentCents: lease.rentCents,
        chargesCents: 5_000,
        paymentFrequency: 'monthly',
        deposit: { type: 'blocked_account', amountCents: 2 * lease.rentCents },
      },
    }),
  );
  const id = String(contract?.id);
  await ok(
    await request.post(`${baseURL}/api/contracts/${id}/send`, {
      headers,
      data: { subject: 'Huurovereenkomst', message: 'Graag ondertekenen.', email: lease.tenant.email },
    }),
  );
  const shareToken =
    (await matchFromOutbox(request, baseURL, lease.tenant.email, /\/contracts\/share\/[\w-]+/))
      .split('/')
      .at(-1) ?? '';
  const name = `${lease.tenant.firstName} Peeters`;
  await ok(
    await request.post(`${baseURL}/api/public/contracts/${shareToken}/code`, {
      headers,
      data: { name, email: lease.tenant.email },
    }),
  );
  const code = await matchFromOutbox(request, baseURL, lease.tenant.email, /\b\d{6}\b/);
  const { signingToken } = (await ok(
    await request.post(`${baseURL}/api/public/contracts/${shareToken}/verify`, {
      headers,
      data: { email: lease.tenant.email, code },
    }),
  )) as { signingToken: string };
  await ok(
    await request.post(`${baseURL}/api/public/contracts/${shareToken}/sign`, {
      headers,
      multipart: { signingToken, method: 'typed', typedName: name },
    }),
  );
  await ok(await request.post(`${baseURL}/api/contracts/${id}/sign`, { headers }));
  return id;
}

/** The indexation letter's covering mail to `address` (polled: mail goes out through the outbox), spaces normalised. */
async function letterTo(
  request: APIRequestContext,
  baseURL: string,
  address: string,
): Promise<{ subject: string; text: string }> {
  let letter: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const { items } = (await (await request.get(`${baseURL}/api/dev/outbox`)).json()) as {
          items: { to: string | string[]; subject: string; text: string }[];
        };
        letter = items.find(
          (mail) => String(mail.to).includes(address) && /indexering|indexation/i.test(mail.subject),
        );
        return letter !== undefined;
      },
      { message: `the indexation letter to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return { subject: letter?.subject ?? '', text: (letter?.text ?? '').replace(/[\u00a0\u202f]/g, ' ') };
}

async function openIndexation(page: Page, contractId: string, date: string) {
  await page.goto(`/contracts/${contractId}`);
  await page.locator('[data-remote="properties"]').getByRole('button', { name: nl.actions.index }).click();
  const dialog = page.getByRole('dialog', { name: nl.dialog.title });
  await dialog.getByLabel(new RegExp(nl.dialog.requestDate)).fill(date);
  await expect(dialog.getByTestId('indexation-calculation')).toBeVisible();
  return dialog;
}

// Issue 18: Belgian rent indexation, previewed and applied in the browser per region, the letter in the tenant's
// language, the 3-month limit on retroactivity and the Flemish EPC freeze.
test.describe.serial('rent indexation', () => {
  test.describe.configure({ timeout: 120_000 });
  const stamp = Date.now().toString(36);
  const leases: Record<'flanders' | 'brussels' | 'wallonia' | 'frozen', Lease> = {
    flanders: {
      postalCode: '9000',
      city: 'Gent',
      label: 'A',
      signedOn: '2019-05-01',
      indexBaseMonth: '2019-05',
      startsOn: '2019-06-01',
      rentCents: 90_000,
      tenant: { firstName: 'Sofie', email: `sofie.${stamp}@example.be`, language: 'nl' },
    },
    brussels: {
      postalCode: '1050',
      city: 'Ixelles',
      label: 'C',
      signedOn: '2021-05-20',
      indexBaseMonth: '2021-04',
      startsOn: '2021-07-01',
      rentCents: 95_000,
      tenant: { firstName: 'Emma', email: `emma.${stamp}@example.be`, language: 'en' },
    },
    wallonia: {
      postalCode: '4000',
      city: 'Liège',
      label: 'A',
      signedOn: '2023-12-05',
      indexBaseMonth: '2023-11',
      startsOn: '2024-01-01',
      rentCents: 72_000,
      tenant: { firstName: 'Julien', email: `julien.${stamp}@example.be`, language: 'fr' },
    },
    frozen: {
      postalCode: '2000',
      city: 'Antwerpen',
      label: 'F',
      signedOn: '2020-12-01',
      indexBaseMonth: '2020-12',
      startsOn: '2021-01-01',
      rentCents: 100_000,
      tenant: { firstName: 'Jonas', email: `jonas.${stamp}@example.be`, language: 'nl' },
    },
  };
  const ids: Partial<Record<keyof typeof leases, string>> = {};
  let owner: TestOwner;

  test.beforeAll(async ({ browser, productURL }) => {
    owner = createOrganization('basic');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, productURL, owner);
    await page.request.post(`${productURL}/api/user/signature`, {
      headers: { Origin: productURL },
      multipart: { method: 'typed', typedName: 'Eigenaar Peeters' },
    });
    for (const key of Object.keys(leases) as (keyof typeof leases)[])
      ids[key] = await leaseInForce(page.request, productURL, leases[key]);
    await context.close();
  });

  test('a Flemish, a Brussels and a Walloon lease are indexed, and each tenant gets the letter in their language', async ({
    page,
    productURL,
  }) => {
    await signInAs(page, productURL, owner);
    const cases = [
      {
        key: 'flanders' as const,
        date: '2025-11-20',
        rule: nl.rules.flanders_standard,
        subject: /^Indexering van de huurprijs/,
        calculation: /Basishuurprijs: € 900,00/,
      },
      {
        key: 'brussels' as const,
        date: '2025-07-15',
        rule: nl.rules.brussels_standard,
        subject: /^Rent indexation/,
        calculation: /New rent: €1,156\.48/,
      },
      {
        key: 'wallonia' as const,
        date: '2025-01-10',
        rule: nl.rules.wallonia_standard,
        subject: /^Indexation du loyer/,
        calculation: /Nouveau loyer: 749,01 €/,
      },
    ];
    for (const { key, date, rule, subject, calculation } of cases) {
      const dialog = await openIndexation(page, ids[key] ?? '', date);
      await expect(dialog.getByTestId('indexation-rule')).toHaveText(rule);
      if (key === 'flanders') {
        // The anniversary (1 June) lies 5 months before the request: only August to October can still be claimed.
        await expect(dialog.getByTestId('indexation-retroactive')).toContainText('3 maanden');
        await expect(dialog.getByTestId('indexation-retroactive')).toContainText('augustus 2025');
        await expectNoSeriousAxeViolations(page, 'indexation preview');
      }
      await dialog.getByRole('button', { name: nl.dialog.apply }).click();
      const success = page.getByRole('dialog', { name: nl.success.title });
      await success.getByRole('button', { name: nl.actions.sendLetter }).click();
      await expect(success.getByText(nl.success.letterSent)).toBeVisible();
      // The toast that confirms the letter is on screen before axe looks (the check waits for its fade-in to end).
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: nl.toasts.letterSent }),
      ).toBeVisible();
      if (key === 'flanders') await expectNoSeriousAxeViolations(page, 'indexation success');
      await success.getByRole('button', { name: nl.success.close }).click();
      await expect(page.getByTestId('indexation-history').getByRole('listitem')).toHaveCount(1);
      if (key === 'flanders')
        await expectNoSeriousAxeViolations(page, 'contract page with its indexation history');
      const letter = await letterTo(page.request, productURL, leases[key].tenant.email);
      expect(letter.subject).toMatch(subject);
      expect(letter.text).toMatch(calculation);
    }
  });

  test('a Flemish EPC F lease gets no increase in the freeze window and the preview says why, also on a phone', async ({
    page,
    productURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAs(page, productURL, owner);
    const dialog = await openIndexation(page, ids.frozen ?? '', '2023-01-05');
    await expect(dialog.getByTestId('indexation-rule')).toHaveText(nl.rules.flanders_freeze_efg);
    await expect(dialog.getByTestId('indexation-increase')).toHaveText(/€\s0,00/);
    await expect(dialog.getByTestId('indexation-retroactive')).toHaveText(nl.retroactive.none);
    await expectNoSidewaysScroll(page, 'indexation preview at 360 px');
  });
});
