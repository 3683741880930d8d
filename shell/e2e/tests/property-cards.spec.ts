import type { Locator, Page } from '@playwright/test';
import { demoCopyOwner } from '../support/demoCopy';
import { DEMO_LOGIN, expect, test } from '../support/fixtures';
import { signInAs } from '../support/organizations';
import { propertiesText } from '../support/propertiesText';
import { expectNoSeriousAxeViolations } from '../support/publicSite';

// Issue 12 (properties, part 1): cards keep whole words and put type and rent at one place, the filters fold
// behind a counting "Filters" toggle on a phone, and the list and the rent table need no sideways scrolling.
type Language = 'nl' | 'fr';
const LANGUAGES: Language[] = ['nl', 'fr'];
const WIDTHS = [360, 1280];

async function setLanguage(page: Page, productURL: string, language: Language): Promise<void> {
  const response = await page.request.patch(`${productURL}/api/user/profile`, {
    headers: { Origin: productURL },
    data: { language },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function showMode(page: Page, label: string, mode: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByTestId('property-results')).toHaveAttribute('data-view-mode', mode);
}

async function expectNoPageScroll(page: Page, width: number, label: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(width);
}

/** Every card keeps its text inside, and each word of the street on one line. */
async function expectWholeWordsInCards(cards: Locator, label: string): Promise<void> {
  const problems = await cards.evaluateAll((items) =>
    items.flatMap((card) => {
      const found: string[] = [];
      const name = card.querySelector('[data-testid="property-street"]')?.textContent ?? '?';
      if (card.scrollWidth > card.clientWidth) found.push(`${name}: the card overflows`);
      for (const part of card.querySelectorAll<HTMLElement>(
        '[data-testid="property-type"], [data-testid="property-rent"], [data-testid="property-street"], h3 + p',
      )) {
        if (part.scrollWidth > part.clientWidth) found.push(`${name}: "${part.textContent}" is cut`);
      }
      const street = card.querySelector<HTMLElement>('[data-testid="property-street"]');
      const text = street?.firstChild;
      if (!street || !text || text.nodeType !== Node.TEXT_NODE) return [...found, `${name}: no street text`];
      const style = getComputedStyle(street);
      if (style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere')
        found.push(`${name}: the street may break anywhere`);
      // A line may end after a space or a hyphen ("Sint-" / "Pietersnieuwstraat"), never inside a word.
      for (const match of (text.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`${name}: "${match[0]}" is broken over ${lines.size} lines`);
      }
      return found;
    }),
  );
  expect(problems, label).toEqual([]);
}

/** Type and rent are at the same offset from the card's corner on every card. */
async function expectTypeAndRentInPlace(cards: Locator, label: string): Promise<void> {
  const offsets = await cards.evaluateAll((items) =>
    items.map((card) => {
      const box = card.getBoundingClientRect();
      const at = (selector: string) => {
        const part = card.querySelector(selector)!.getBoundingClientRect();
        return `${Math.round(part.left - box.left)},${Math.round(part.top - box.top)}`;
      };
      return `type ${at('[data-testid="property-type"]')} rent ${at('[data-testid="property-rent"]')}`;
    }),
  );
  expect(offsets.length, label).toBeGreaterThan(1);
  expect(new Set(offsets), `${label}: ${offsets.join(' | ')}`).toEqual(new Set([offsets[0]]));
}

test.describe('property cards, filters and tables at 360 and 1280 px', () => {
  // One test per language; the two may run side by side.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  for (const language of LANGUAGES) {
    test(`the demo owner sees whole words, type and rent in place, counted filters and no sideways scrolling, in ${language}`, async ({
      page,
      productURL,
    }) => {
      // French on a copy of the demo: the shared demo owner stays in Dutch, and is only read.
      await signInAs(page, productURL, language === 'fr' ? demoCopyOwner('property-cards-fr') : DEMO_LOGIN);
      const text = propertiesText(language);
      const filters = text.propertyList.filters;
      await setLanguage(page, productURL, language);
      for (const width of WIDTHS) {
        const label = `${language} @${width}`;
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/properties');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const cards = page.getByTestId('property-item');
        await expect(cards.filter({ hasText: 'Brusselsesteenweg 245' })).toBeVisible();

        for (const mode of ['grid', 'largeGrid', 'largeList'] as const) {
          await showMode(page, text.propertyList.viewModes[mode], mode);
          await expectWholeWordsInCards(cards, `${label} ${mode}`);
          await expectTypeAndRentInPlace(cards, `${label} ${mode}`);
          await expectNoPageScroll(page, width, `${label} ${mode}`);
        }
        await expect(
          cards.filter({ hasText: 'Brusselsesteenweg 245' }).getByTestId('property-type'),
        ).toHaveText(text.property.types.house);
        await expectNoSeriousAxeViolations(page, `${label} grid`);

        // The list view: rent and status of every property in view, without a sideways scroller.
        await showMode(page, text.propertyList.viewModes.list, 'list');
        await expectNoPageScroll(page, width, `${label} list`);
        const gentbrugge = cards.filter({ hasText: 'Brusselsesteenweg 245' });
        for (const shown of [
          gentbrugge.getByText(/1\.350,00/),
          gentbrugge.getByText(
            new RegExp(`^(${text.property.occupancy.available}|${text.property.occupancy.rented})$`),
          ),
        ]) {
          await shown.scrollIntoViewIfNeeded();
          await expect(shown).toBeInViewport({ ratio: 1 });
        }
        await expectNoSeriousAxeViolations(page, `${label} list`);

        // The filters: folded behind a toggle counting the ones set on a phone, inline on a desktop.
        const search = page.getByRole('search', { name: filters.label });
        const typeFilter = search.getByRole('combobox', { name: filters.type });
        const toggle = search.getByRole('button', { name: new RegExp(`^${filters.toggle}( \\d+)?$`) });
        if (width === 360) {
          await expect(search.getByRole('searchbox', { name: filters.search })).toBeVisible();
          await expect(typeFilter).toBeHidden();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(typeFilter).toBeFocused();
          await typeFilter.selectOption({ label: text.property.types.house });
          await expectNoSeriousAxeViolations(page, `${label} filters open`);
          await search.getByRole('button', { name: filters.close }).click();
          await expect(toggle).toBeFocused();
          await expect(typeFilter).toBeHidden();
          await expect(toggle.getByTestId('active-filter-count')).toHaveText('1');
          await expect(toggle).toHaveAccessibleName(`${filters.toggle} 1`);
          await expect(toggle).toHaveAccessibleDescription(filters.activeCount_one.replace('{{count}}', '1'));
        } else {
          await expect(toggle).toBeHidden();
          await typeFilter.selectOption({ label: text.property.types.house });
        }
        await expect(gentbrugge).toBeVisible();
        await expect(cards.filter({ hasText: 'Korenlei' })).toHaveCount(0);
        await expectNoPageScroll(page, width, `${label} filtered`);

        // The rent table of a let property: period, amounts and status in view.
        await page.goto('/properties/korenlei-7-2-gent');
        const payments = page.getByTestId('rent-payment-item');
        await expect(payments.first()).toBeVisible();
        await payments.first().scrollIntoViewIfNeeded();
        await expect(payments.first().locator('td').last()).toBeInViewport({ ratio: 1 });
        await expectNoPageScroll(page, width, `${label} rent table`);
        await expectNoSeriousAxeViolations(page, `${label} details`);
      }
    });
  }
});
