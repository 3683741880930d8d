import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/publicSite';
import { createNotifiedOwner, type NotifiedOwner } from '../support/notifiedOwner';
import { nl } from '../support/shellText';

async function signIn(page: Page, baseURL: string, owner: NotifiedOwner): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email: owner.email, password: owner.password },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const titleFor = (device: string) => `Nieuwe aanmelding op ${device}`;

// Issue 4 acceptance: the bell's badge, mark read, mark all read and delete with a toast (server notifications).
test.describe('notification bell', () => {
  test('shows 9+ above nine unread, lowers the badge when one is opened, deletes with a toast and marks all read', async ({
    page,
    productURL,
  }) => {
    const owner = createNotifiedOwner(10);
    await signIn(page, productURL, owner);
    await page.goto('/dashboard');

    const bell = page.getByTestId('notification-bell');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('9+');
    await expect(bell).toHaveAccessibleName(`${nl.notifications.bell}, 10 ongelezen`);

    await bell.click();
    const panel = page.getByTestId('notification-panel');
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(10);
    const newest = owner.devices.at(-1)!;
    await expect(items.first()).toContainText(titleFor(newest));
    await expect(items.first()).toContainText('1 uur geleden');
    await expect(items.last()).toContainText(titleFor(owner.devices[0]!));
    await expect(items.last()).toContainText('10 uur geleden');

    // Opening one marks it read and follows its action to the account settings.
    await items
      .first()
      .getByRole('button', { name: new RegExp(titleFor(newest)) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/settings#account$/);
    await expect(badge).toHaveText('9');
    await bell.click();
    await expect(items.first()).toHaveAttribute('data-read', 'true');

    // Delete: a success toast and the notification is gone, also after a reload.
    const second = owner.devices.at(-2)!;
    await panel.getByRole('button', { name: `Melding verwijderen: ${titleFor(second)}` }).click();
    await expect(page.getByText(nl.notifications.deleted)).toBeVisible();
    await expect(items).toHaveCount(9);
    await expect(badge).toHaveText('8');
    await page.reload();
    await bell.click();
    await expect(items).toHaveCount(9);
    await expect(panel.getByText(titleFor(second))).toHaveCount(0);

    await panel.getByRole('button', { name: nl.notifications.markAllRead }).click();
    await expect(badge).toHaveCount(0);
    await expect(panel.locator('[data-read="false"]')).toHaveCount(0);
    await page.reload();
    await expect(bell).toBeVisible();
    await expect(badge).toHaveCount(0);
  });

  test('the open bell passes axe, works by keyboard and fits a 360 px screen', async ({
    page,
    productURL,
  }) => {
    const owner = createNotifiedOwner(3);
    await signIn(page, productURL, owner);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      const bell = page.getByTestId('notification-bell');
      await expect(page.getByTestId('notification-badge')).toHaveText('3');
      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('notification-panel');
      await expect(panel).toBeFocused();
      await expect(panel.getByTestId('notification-item')).toHaveCount(3);

      await expectNoSeriousAxeViolations(page, `${width}`);
      const overflows = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expect(overflows, `the bell scrolls sideways at ${width}px`).toBe(false);
      const box = await panel.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      await page.keyboard.press('Tab');
      await expect(panel.getByRole('button', { name: nl.notifications.markAllRead })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(bell).toBeFocused();
    }
  });
});
