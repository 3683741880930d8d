import { expect, type Page } from '@playwright/test';
import type { TPlanType } from '@immodesk/contracts/plan/plan.contract';
import { runSeedScript } from './seedScript';

export type TestOwner = { email: string; password: string };

let counter = 0;

/** A new verified owner whose organization is on `planType`, written into the e2e database. */
export function createOrganization(planType: TPlanType): TestOwner {
  counter += 1;
  const owner = {
    email: `${planType}-${process.pid}-${Date.now()}-${counter}@example.be`,
    password: 'Enterprise-Proef-2026',
  };
  runSeedScript(
    'createOrganization',
    [owner.email, owner.password, planType],
    `the ${planType} organization`,
  );
  return owner;
}

export async function signInAs(page: Page, baseURL: string, owner: TestOwner): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/auth/login`, {
    data: owner,
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}
