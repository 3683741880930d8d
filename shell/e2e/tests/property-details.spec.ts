import type { Locator } from '@playwright/test';
import { createThroughApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createGentApartment, PHOTOS, uploadPhotos, type SeededProperty } from '../support/properties';
import { propertiesNl as nl } from '../support/propertiesText';
import { fieldLabel } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 5 acceptance (properties), one property's page: details on the urlCode, information in three tabs, two
// photos and the primary one, the map, archive; and a delete that shows its impact first. On apartments made through
// the API.

test.describe('a property’s page', () => {
  test.describe.configure({ timeout: 150_000 });

  test('information in three tabs, two photos and the primary one, the map, and archive', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'property-details');
    const street = `Detailstraat${Date.now().toString(36)}`;
    const { urlCode } = await createGentApartment(page.request, productURL, street);

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
  });

  test('the delete of a property with a photo lists the photo before anything is removed', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'property-delete');
    const street = `Wisstraat${Date.now().toString(36)}`;
    const { urlCode } = await createGentApartment(page.request, productURL, street);

    // Another property, with a photo: its delete lists the photo before anything is removed.
    const otherProperty = await createThroughApi<SeededProperty>(
      page.request,
      productURL,
      '/api/properties',
      {
        street,
        houseNumber: '14',
        postalCode: '9000',
        city: 'Gent',
        type: 'garage',
      },
    );
    await uploadPhotos(page.request, productURL, otherProperty.id, [PHOTOS[0]!]);
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
});
