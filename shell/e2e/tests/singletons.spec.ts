import { expect, signInAsDemo, test } from '../support/fixtures';

type RuntimeCheck = { names: string[]; sameReact: boolean; sameQueryClient: boolean; sameI18n: boolean };

test('every remote runs on the shell’s one React, one QueryClient and one i18next instance', async ({
  page,
  productURL,
}) => {
  await signInAsDemo(page, productURL);
  const routes: Array<[string, string]> = [
    ['/properties', 'properties'],
    ['/contacts', 'contacts'],
    ['/rent-payments', 'finance'],
    ['/documents', 'documents'],
    ['/ai-assistant', 'ai'],
  ];
  await page.goto('/dashboard');
  for (const [path, remote] of routes) {
    // Client-side navigation keeps one page, so every remote registers into the same runtime list.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }

  const check = await page.evaluate((): RuntimeCheck => {
    type Runtime = { name: string; react: unknown; queryClient: unknown; i18n: unknown };
    const runtimes = (window as unknown as { __IMMODESK_RUNTIME__: Runtime[] }).__IMMODESK_RUNTIME__;
    const shell = runtimes.find((runtime) => runtime.name === 'shell');
    return {
      names: [...new Set(runtimes.map((runtime) => runtime.name))].sort(),
      sameReact: runtimes.every((runtime) => runtime.react === shell?.react),
      sameQueryClient: runtimes.every((runtime) => runtime.queryClient === shell?.queryClient),
      sameI18n: runtimes.every((runtime) => runtime.i18n === shell?.i18n),
    };
  });
  expect(check.names).toEqual(['ai', 'contacts', 'documents', 'finance', 'properties', 'shell']);
  expect(check.sameReact).toBe(true);
  expect(check.sameQueryClient).toBe(true);
  expect(check.sameI18n).toBe(true);
});
