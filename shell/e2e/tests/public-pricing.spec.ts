import { expect, test } from '../support/fixtures';
import {
  SITE_COPY,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  type SiteLanguage,
} from '../support/publicSite';
import type { Locator, Page } from '@playwright/test';

const PAID_PLANS = ['basic', 'professional'] as const;

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.first().boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return Math.round(box.y);
}

/** Top of `part` measured from the top of its plan card, in CSS pixels. */
async function offsetInCard(page: Page, plan: string, part: string): Promise<number> {
  const card = page.locator(`[data-plan="${plan}"]`);
  return (await topOf(card.locator(part))) - (await topOf(card));
}

/** Left and right edge of each item's text and its row, to see whether neighbours run into each other. */
function textEdges(items: Locator) {
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const text = element.querySelector('span')?.getBoundingClientRect() ?? element.getBoundingClientRect();
      const item = element.getBoundingClientRect();
      return { top: Math.round(item.top), left: Math.round(item.left), right: Math.round(text.right) };
    }),
  );
}

for (const language of ['nl', 'fr'] as SiteLanguage[]) {
  for (const width of [1280, 360]) {
    test(`/${language}/pricing at ${width} px: Enterprise features are separate items and the paid plans line up`, async ({
      page,
    }) => {
      const copy = SITE_COPY[language].pricing;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/pricing`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);

      const enterpriseItems = page.getByRole('region', { name: copy.enterpriseTitle }).getByRole('listitem');
      await expect(enterpriseItems).toHaveText(copy.enterpriseFeatures);
      const edges = await textEdges(enterpriseItems);
      for (const [index, item] of edges.entries()) {
        const next = edges[index + 1];
        // A neighbour on the same row starts well after this item's text ends ("dédié•Accès" must not happen).
        if (next && next.top === item.top)
          expect(next.left - item.right, `${copy.enterpriseFeatures[index]} → next`).toBeGreaterThanOrEqual(
            16,
          );
      }

      for (const plan of PAID_PLANS)
        await expect(page.locator(`[data-plan="${plan}"] [data-price]`)).toContainText(copy.fromLabel);
      const priceOffsets = await Promise.all(
        PAID_PLANS.map((plan) => offsetInCard(page, plan, '[data-price]')),
      );
      expect(priceOffsets[0], 'price of basic and professional at the same height in their card').toBe(
        priceOffsets[1],
      );
      if (width === 1280) {
        // Side by side, the price, the feature list and the button of both paid cards are on the same line.
        for (const part of ['[data-price]', 'ul', 'a']) {
          const [basic, professional] = await Promise.all(
            PAID_PLANS.map((plan) => topOf(page.locator(`[data-plan="${plan}"] ${part}`))),
          );
          expect(basic, `${part} of the paid plans on one line`).toBe(professional);
        }
      }

      await expectNoSeriousAxeViolations(page, `/${language}/pricing@${width}`);
      await expectNoSidewaysScroll(page, `/${language}/pricing@${width}`);
    });
  }
}
