import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { TPlanType } from '@immodesk/contracts/plan/plan.contract';
import { repoRoot } from './paths';

export type TestOwner = { email: string; password: string };

let counter = 0;

/** A new verified owner whose organization is on `planType`, written into the e2e database. */
export function createOrganization(planType: TPlanType): TestOwner {
  counter += 1;
  const owner = {
    email: `${planType}-${process.pid}-${Date.now()}-${counter}@example.be`,
    password: 'Enterprise-Proef-2026',
  };
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(repoRoot, 'shell/e2e/support/scripts/createOrganization.ts'),
      owner.email,
      owner.password,
      planType,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`Creating the ${planType} organization failed:\n${result.stdout}\n${result.stderr}`);
  return owner;
}

export async function signInAs(page: Page, baseURL: string, owner: TestOwner): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/auth/login`, {
    data: owner,
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}
