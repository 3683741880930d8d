import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { propertiesNl as nl } from '../support/propertiesText';
import { fieldLabel, nl as shellNl } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 5 acceptance (properties): create with the required fields only, the four view modes, every filter,
// details on the urlCode, information in three tabs, two photos and the primary one, the map, archive, and a
// delete that shows its impact first.
const PHOTOS = [
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWPYEmVDFcQwatCW0TDaMpqOokazSBT56QAAMsbvENJIHxEAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOwqVhFFcQwapDNaBjZjKajitEsUkF+OgAATbMNH9xhS18AAAAASUVORK5CYII=',
].map((base64, index) => ({
  name: `foto-${index + 1}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
}));

const filters = nl.propertyList.filters;

/** No serious or critical axe violation, and no sideways scrolling. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoSeriousAxeViolations(page, label);
  await expectNoSidewaysScroll(page, label);
}

/** The avatar menu's usage line, read with the menu open (the menu closes again afterwards). */
async function expectUsage(page: Page, active: number, max: number): Promise<void> {
  await page.getByRole('button', { name: shellNl.header.userMenu }).click();
  const usageText = shellNl.plan.propertiesUsed
    .replace('{{active}}', String(active))
    .replace('{{max}}', String(max));
  await expect(page.getByText(usageText, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

async function selectFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('search').getByLabel(fieldLabel(label)).selectOption({ label: option });
}

test.describe('properties', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a landlord manages a property from creation to archive, and deletes another after seeing the impact', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'properties');
    const street = `Teststraat${Date.now().toString(36)}`;

    // Create with the required fields only; an empty form first shows the per-field errors.
    await page.goto('/properties');
    await page.getByRole('button', { name: nl.propertyList.add }).first().click();
    const dialog = page.getByRole('dialog', { name: nl.form.addTitle });
    await dialog.getByRole('button', { name: nl.form.add }).click();
    await expect(dialog.getByRole('alert')).toHaveText(nl.form.requiredSummary);
    await expect(dialog.getByText(nl.form.errors.required)).toHaveCount(5);
    await dialog.getByLabel(fieldLabel(nl.form.fields.street)).fill(street);
    await dialog.getByLabel(fieldLabel(nl.form.fields.houseNumber)).fill('12');
    await dialog.getByLabel(fieldLabel(nl.form.fields.postalCode)).fill('9000');
    // 9000 is Gent only: the city fills itself (typing it too would race the fill).
    await expect(dialog.getByLabel(fieldLabel(nl.form.fields.city))).toHaveValue('Gent');
    await dialog
      .getByLabel(fieldLabel(nl.form.fields.type))
      .selectOption({ label: nl.property.types.apartment });
    await expect(dialog.getByText('0/2000')).toBeVisible();
    await dialog.getByRole('button', { name: nl.form.add }).click();
    const urlCode = `${street.toLowerCase()}-12-gent`;
    await expect(page).toHaveURL(new RegExp(`/properties/${urlCode}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${street} 12` })).toBeVisible();

    // Edit: a rent, so the price bands have something to filter on.
    await page.getByRole('link', { name: nl.details.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/edit/${urlCode}$`));
    await page.getByLabel(fieldLabel(nl.form.fields.rent)).fill('950');
    await page.getByRole('button', { name: nl.form.save }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${urlCode}$`));

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
    await inAndOut(
      filters.price,
      nl.propertyList.priceBands['500-1000'],
      nl.propertyList.priceBands['1500+'],
    );
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

    // Details on the urlCode; information in the three tabs.
    await page.goto(`/properties/${urlCode}`);
    await page.getByRole('button', { name: nl.details.information }).click();
    const information = page.getByRole('dialog', { name: nl.information.title });
    await information.getByLabel(nl.information.fields.bedrooms).fill('2');
    await information.getByLabel(nl.information.fields.hasGarden).check();
    await information.getByRole('tab', { name: nl.information.tabs.financial }).click();
    await information.getByLabel(`${nl.information.fields.purchasePrice} (€)`).fill('245000');
    await information.getByRole('button', { name: nl.information.addInsurance }).click();
    await information.getByLabel(fieldLabel(nl.information.fields.policyNumber)).fill('BR-778899');
    await information.getByRole('tab', { name: nl.information.tabs.certificates }).click();
    await information.getByLabel(nl.information.fields.epcLabel).selectOption('B');
    await information.getByRole('button', { name: nl.information.save }).click();
    await expect(information).toHaveCount(0);
    const saved = await (
      await page.request.get(`${productURL}/api/properties/${urlCode}/information`)
    ).json();
    expect(saved).toMatchObject({
      general: { bedrooms: 2, hasGarden: true },
      financial: { purchasePriceCents: 24_500_000 },
      insurances: [{ type: 'fire', policyNumber: 'BR-778899' }],
      energyCertificate: { label: 'B' },
    });

    // Two photos through the ui-kit's upload button; the first is primary until the second is chosen.
    await page.getByRole('tab', { name: nl.details.tabs.files }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: nl.photos.choose }).click();
    await (await chooser).setFiles(PHOTOS);
    const photos = page.getByTestId('property-photo');
    await expect(photos).toHaveCount(2);
    const photo = (fileName: string) => photos.filter({ has: page.getByAltText(fileName, { exact: false }) });
    await expect(photo('foto-1.png')).toHaveAttribute('data-primary', 'true');
    await page.getByRole('button', { name: nl.photos.makePrimary.replace('{{number}}', '2') }).click();
    await expect(photo('foto-2.png')).toHaveAttribute('data-primary', 'true');
    await expect(photo('foto-1.png')).toHaveAttribute('data-primary', 'false');

    // The map (no tiles here: every non-loopback request is blocked) and the street-view link.
    await page.getByRole('tab', { name: nl.details.tabs.location }).click();
    await expect(page.getByTestId('property-map')).toBeVisible();
    await expect(page.getByTestId('property-map').locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(nl.location.streetView) })).toHaveAttribute(
      'href',
      /map_action=pano&viewpoint=51\.0/,
    );

    // Archive, after confirming.
    await page.getByRole('button', { name: nl.details.archive }).click();
    await page
      .getByRole('dialog', { name: nl.archive.title })
      .getByRole('button', { name: nl.archive.confirm })
      .click();
    await expect(page.getByText(nl.property.status.archived).first()).toBeVisible();
    await expect(page.getByRole('button', { name: nl.details.unarchive })).toBeVisible();

    // Accessible, also at 360 px: every details tab, the information modal and the list in each view mode.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of ['overview', 'files', 'location'] as const) {
        await page.goto(tab === 'overview' ? `/properties/${urlCode}` : `/properties/${urlCode}?tab=${tab}`);
        await expect(page.getByRole('tab', { name: nl.details.tabs[tab] })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        if (tab === 'files') await expect(photos).toHaveCount(2);
        if (tab === 'location') await expect(page.getByTestId('property-map')).toBeVisible();
        await expectAccessible(page, `details ${tab} @${width}`);
      }
      await page.getByRole('button', { name: nl.details.information }).click();
      await expect(
        page
          .getByRole('dialog', { name: nl.information.title })
          .getByRole('tab', { name: nl.information.tabs.general }),
      ).toBeVisible();
      await expectAccessible(page, `information @${width}`);
      await page.keyboard.press('Escape');
      await page.goto('/properties');
      for (const mode of ['grid', 'largeGrid', 'list', 'largeList'] as const) {
        await page.getByRole('button', { name: nl.propertyList.viewModes[mode], exact: true }).click();
        await expect(item).toBeVisible();
        await expectAccessible(page, `list ${mode} @${width}`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another property with a photo: its delete lists the photo before anything is removed.
    const other = await page.request.post(`${productURL}/api/properties`, {
      data: { street, houseNumber: '14', postalCode: '9000', city: 'Gent', type: 'garage' },
      headers: { Origin: productURL },
    });
    expect(other.status(), await other.text()).toBe(201);
    const otherProperty = (await other.json()) as { id: string; urlCode: string };
    const upload = await page.request.post(`${productURL}/api/properties/${otherProperty.id}/photos`, {
      multipart: { file: PHOTOS[0]! },
      headers: { Origin: productURL },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await page.goto(`/properties/${otherProperty.urlCode}`);
    await page.getByRole('button', { name: nl.details.delete }).click();
    const confirm: Locator = page.getByRole('dialog', { name: nl.delete.title });
    await expect(confirm.getByTestId('delete-impact')).toHaveText(
      nl.delete.kinds.photos_one.replace('{{count}}', '1'),
    );
    await confirm.getByRole('button', { name: nl.delete.confirm }).click();
    await expect(page).toHaveURL(/\/properties$/);
    expect((await page.request.get(`${productURL}/api/properties/${otherProperty.id}`)).status()).toBe(404);
    expect((await page.request.get(`${productURL}/api/properties/${urlCode}`)).status()).toBe(200);
  });

  test('the avatar menu’s usage follows creating and archiving a property, without a reload', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'usage');
    const limits = (await (await page.request.get(`${productURL}/api/user/plan-limits`)).json()) as {
      activeProperties: number;
      maxProperties: number;
    };
    expect(limits.activeProperties).toBe(0);
    const street = `Gebruikstraat${Date.now().toString(36)}`;

    // The usage is read (and cached) before anything changes.
    await page.goto('/properties');
    await expectUsage(page, 0, limits.maxProperties);

    await page.getByRole('button', { name: nl.propertyList.add }).first().click();
    const dialog = page.getByRole('dialog', { name: nl.form.addTitle });
    await dialog.getByLabel(fieldLabel(nl.form.fields.street)).fill(street);
    await dialog.getByLabel(fieldLabel(nl.form.fields.houseNumber)).fill('3');
    await dialog.getByLabel(fieldLabel(nl.form.fields.postalCode)).fill('9000');
    // 9000 is Gent only: the city fills itself (typing it too would race the fill).
    await expect(dialog.getByLabel(fieldLabel(nl.form.fields.city))).toHaveValue('Gent');
    await dialog.getByLabel(fieldLabel(nl.form.fields.type)).selectOption({ label: nl.property.types.house });
    await dialog.getByRole('button', { name: nl.form.add }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${street} 3` })).toBeVisible();
    await expectUsage(page, 1, limits.maxProperties);

    await page.getByRole('button', { name: nl.details.archive }).click();
    await page
      .getByRole('dialog', { name: nl.archive.title })
      .getByRole('button', { name: nl.archive.confirm })
      .click();
    await expect(page.getByRole('button', { name: nl.details.unarchive })).toBeVisible();
    await expectUsage(page, 0, limits.maxProperties);

    await page.getByRole('button', { name: nl.details.unarchive }).click();
    await expect(page.getByRole('button', { name: nl.details.archive })).toBeVisible();
    await expectUsage(page, 1, limits.maxProperties);
  });
});
