import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createGentApartment } from '../support/properties';
import { propertiesNl as nl } from '../support/propertiesText';
import { fieldLabel } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 5 acceptance (properties), the list: the four view modes (remembered) and every filter, on an apartment
// made through the API.

const filters = nl.propertyList.filters;

async function selectFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('search').getByLabel(fieldLabel(label)).selectOption({ label: option });
}

test('the property list shows a property in the four view modes and lets each filter in and out', async ({
  page,
  productURL,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, productURL, 'property-list');
  const street = `Lijststraat${Date.now().toString(36)}`;
  const { urlCode } = await createGentApartment(page.request, productURL, street);

  // The four view modes.
  await page.goto('/properties');
  const item = page.getByTestId('property-item').filter({ hasText: street });
  for (const mode of ['grid', 'largeGrid', 'list', 'largeList'] as const) {
    await page.getByRole('button', { name: nl.propertyList.viewModes[mode], exact: true }).click();
    await expect(page.getByTestId('property-results')).toHaveAttribute('data-view-mode', mode);
    await expect(item).toBeVisible();
  }
  // Remembered after a reload.
  await page.reload();
  await expect(page.getByTestId('property-results')).toHaveAttribute('data-view-mode', 'largeList');

  // Each filter lets it in, then keeps it out.
  await page.getByRole('search').getByLabel(filters.search).fill(street);
  await expect(item).toBeVisible();
  await page.getByRole('search').getByLabel(filters.search).fill(`${street}-niet`);
  await expect(item).toHaveCount(0);
  await page.getByRole('search').getByLabel(filters.search).fill(urlCode);
  await expect(item).toBeVisible();
  const inAndOut = async (label: string, matching: string, other: string) => {
    await selectFilter(page, label, matching);
    await expect(item).toBeVisible();
    await selectFilter(page, label, other);
    await expect(item).toHaveCount(0);
    await selectFilter(page, label, filters.all);
    await expect(item).toBeVisible();
  };
  await inAndOut(filters.type, nl.property.types.apartment, nl.property.types.house);
  await inAndOut(filters.status, nl.property.status.active, nl.property.status.archived);
  await inAndOut(filters.occupancy, nl.property.occupancy.available, nl.property.occupancy.rented);
  await inAndOut(filters.price, nl.propertyList.priceBands['500-1000'], nl.propertyList.priceBands['1500+']);
  const favouritesOnly = page.getByRole('search').getByLabel(filters.favouritesOnly);
  await favouritesOnly.check();
  await expect(item).toHaveCount(0);
  await favouritesOnly.uncheck();
  await item
    .getByRole('button', { name: nl.propertyList.favouriteToggle.replace('{{address}}', `${street} 12`) })
    .click();
  await favouritesOnly.check();
  await expect(item).toBeVisible();
  await favouritesOnly.uncheck();
});
