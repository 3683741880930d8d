import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { propertiesNl } from '../support/propertiesText';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { fieldLabel, nl } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 12 "First run" and issue 13 "Settings → communications": the getting-started checklist ticked from real
// data and closed for good, the welcome notification, and the notification preferences, at 360 and 1280 px.
const checklist = nl.dashboard.checklist;
const progress = (done: number) =>
  checklist.progress.replace('{{done}}', String(done)).replace('{{total}}', '7');

async function expectAccessibleAt(page: Page, label: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `${label} at ${width}px`);
    await expectNoSidewaysScroll(page, `${label} at ${width}px`);
  }
}

test.describe('first run', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new landlord is welcomed, ticks the first step by adding a property, and closes the checklist for good', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'onboarding');
    await page.goto('/dashboard');
    const list = page.getByTestId('onboarding-checklist');
    await expect(list.getByTestId('onboarding-progress')).toHaveText(progress(0));
    await expect(list.getByTestId('onboarding-step')).toHaveCount(7);
    await expect(list.locator('[data-done="true"]')).toHaveCount(0);
    await expectAccessibleAt(page, 'new dashboard');

    // The one welcome notification waits in the bell and leads back to the checklist.
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    const items = page.getByTestId('notification-panel').getByTestId('notification-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Welkom bij ');
    await page.keyboard.press('Escape');

    await list.getByRole('link', { name: checklist.steps.addProperty.action }).click();
    const dialog = page.getByRole('dialog', { name: propertiesNl.form.addTitle });
    await dialog
      .getByLabel(fieldLabel(propertiesNl.form.fields.street))
      .fill(`Startstraat${Date.now().toString(36)}`);
    await dialog.getByLabel(fieldLabel(propertiesNl.form.fields.houseNumber)).fill('1');
    await dialog.getByLabel(fieldLabel(propertiesNl.form.fields.postalCode)).fill('9000');
    // 9000 is Gent only: the city fills itself (typing it too would race the fill).
    await expect(dialog.getByLabel(fieldLabel(propertiesNl.form.fields.city))).toHaveValue('Gent');
    await dialog
      .getByLabel(fieldLabel(propertiesNl.form.fields.type))
      .selectOption({ label: propertiesNl.property.types.house });
    await dialog.getByRole('button', { name: propertiesNl.form.add }).click();
    await expect(page).toHaveURL(/\/properties\/startstraat/);
    // Back returns to the list, not to the dialog the checklist's link opened.
    await page.goBack();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(
      page.getByRole('heading', { level: 1, name: propertiesNl.propertyList.title }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: nl.nav.dashboard }).first().click();
    await expect(list.getByTestId('onboarding-progress')).toHaveText(progress(1));
    await expect(list.getByTestId('onboarding-step').first()).toHaveAttribute('data-done', 'true');
    await expect(list.getByRole('link', { name: checklist.steps.addProperty.action })).toHaveCount(0);

    await list.getByRole('button', { name: checklist.hide }).click();
    await expect(list).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('list', { name: nl.dashboard.totals.label })).toBeVisible();
    await expect(list).toHaveCount(0);
  });

  test('notification preferences are kept per user, ask for a mobile number for SMS, offer push in this browser, and work at 360 and 1280 px', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'preferences');
    await page.goto('/settings#communications');
    await expect(
      page.getByRole('heading', { level: 2, name: nl.settings.sections.communications }),
    ).toBeVisible();
    // Issue 31: every channel is sent, so nothing says "not sent yet"; push is turned on per browser, on request.
    await expect(page.getByTestId('communications-not-sent')).toHaveCount(0);
    await expect(
      page.getByTestId('push-device').getByRole('heading', { name: nl.communications.push.title }),
    ).toBeVisible();
    const security = page.getByTestId('preferences-accountSecurity');
    await expect(security.getByRole('checkbox', { name: nl.communications.channels.email })).toBeDisabled();
    await expect(security.getByRole('checkbox', { name: nl.communications.channels.email })).toBeChecked();
    await expectAccessibleAt(page, 'communications settings');

    const overdueSms = page
      .getByTestId('preferences-rentOverdue')
      .getByRole('checkbox', { name: nl.communications.channels.sms });
    await expect(overdueSms).not.toBeChecked();
    await overdueSms.check();
    await page.getByRole('button', { name: nl.communications.save }).click();
    await expect(page.getByText(nl.communications.saved)).toBeVisible();
    // A new account has no phone number: the section says SMS needs one and links to the profile.
    await expect(page.getByTestId('communications-no-phone')).toContainText(nl.communications.smsNeedsPhone);
    await expect(
      page.getByTestId('communications-no-phone').getByRole('link', { name: nl.communications.openProfile }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByTestId('preferences-rentOverdue')
        .getByRole('checkbox', { name: nl.communications.channels.sms }),
    ).toBeChecked();
  });
});
