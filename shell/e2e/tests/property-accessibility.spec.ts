import { expect, test } from '../support/fixtures';
import { callApi } from '../support/api';
import { createGentApartment, PHOTOS, uploadPhotos } from '../support/properties';
import { propertiesNl as nl } from '../support/propertiesText';
import { expectAccessible } from '../support/publicSite';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 5 acceptance (properties), accessible also at 360 px: every details tab, the information modal and the list
// in each view mode, for an archived apartment with two photos (the second primary) made through the API.

// One test per width, side by side on the two workers: each signs up and seeds its own apartment.
test.describe.configure({ mode: 'parallel' });

for (const width of [1280, 360]) {
  test(`a property’s details, its information and the list pass axe at ${width} px without sideways scrolling`, async ({
    page,
    productURL,
  }) => {
    test.setTimeout(240_000);
    await signUpAndSignIn(page, productURL, `property-a11y-${width}`);
    const street = `Toegangstraat${Date.now().toString(36)}`;
    const { id, urlCode } = await createGentApartment(page.request, productURL, street);
    // As the other property specs leave one: information in the three tabs, a favourite, two photos, archived.
    await callApi(page.request, productURL, 'put', `/api/properties/${id}/information`, {
      data: {
        general: { bedrooms: 2, hasGarden: true },
        financial: { purchasePriceCents: 24_500_000 },
        insurances: [{ type: 'fire', policyNumber: 'BR-778899' }],
        energyCertificate: { label: 'B' },
      },
    });
    await callApi(page.request, productURL, 'post', `/api/properties/${id}/favourite`, {
      data: { isFavourite: true },
    });
    const [, second] = await uploadPhotos(page.request, productURL, id, PHOTOS);
    await callApi(page.request, productURL, 'put', `/api/properties/${id}/photos/${second!.id}/primary`, {});
    await callApi(page.request, productURL, 'post', `/api/properties/${id}/archive`, {});
    const item = page.getByTestId('property-item').filter({ hasText: street });
    const photos = page.getByTestId('property-photo');

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
  });
}
