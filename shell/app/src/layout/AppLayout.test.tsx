import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { planKeys, queryClient, type Plan, type PlanLimits } from '@immodesk/sdk';
import en from '../../locales/en.json';
import { setEnabledRemotes } from '../startup/enabledRemotes';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { AppLayout } from './AppLayout';

const PROFESSIONAL: Plan = { planType: 'professional', status: 'active' };
const PROFESSIONAL_LIMITS: PlanLimits = {
  activeProperties: 12,
  maxProperties: 50,
  activeTenants: 20,
  maxTenants: 150,
};
const shellConfig = {
  remotes: [],
  branding: { productName: 'Immodesk', logoUrl: null, colors: {}, supportEmail: 'support@immodesk.be' },
};

async function renderLayout(
  path: string,
  plan: Plan = PROFESSIONAL,
  limits: PlanLimits = PROFESSIONAL_LIMITS,
) {
  mockFetch({
    'GET /api/user/plan': jsonResponse(200, plan),
    'GET /api/user/plan-limits': jsonResponse(200, limits),
    'GET /api/shell-config': jsonResponse(200, shellConfig),
  });
  await renderWithProviders(
    <Routes>
      <Route path="*" element={<AppLayout>{null}</AppLayout>} />
    </Routes>,
    { path },
  );
}

beforeAll(initTestI18n);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setEnabledRemotes(['properties', 'contacts', 'finance', 'documents', 'ai']);
});

describe('app layout', () => {
  it('lists the SPEC sidebar items that work, in order (AI Pilot first), the current one marked', async () => {
    await renderLayout('/rent-payments/2026');
    const sidebar = screen.getByRole('navigation', { name: en.nav.main });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      [
        'aiAssistant',
        'dashboard',
        'properties',
        'contacts',
        'payments',
        'tasks',
        'documents',
        'statistics',
        'communications',
        'settings',
      ].map((key) => en.nav[key as keyof typeof en.nav]),
    );
    expect(within(sidebar).getByRole('link', { current: 'page' }).textContent).toBe(en.nav.payments);
  });

  it('marks contacts active on /tenants in the bottom bar, which holds home, properties, contacts, tasks and more', async () => {
    await renderLayout('/tenants/42');
    const bar = screen.getByRole('navigation', { name: en.nav.mobile });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([en.nav.home, en.nav.properties, en.nav.contacts, en.nav.tasks, en.nav.more]);
    expect(within(bar).getByRole('link', { current: 'page' }).textContent).toBe(en.nav.contacts);
  });

  it('hides the areas of remotes the deployment does not enable', async () => {
    setEnabledRemotes(['properties', 'contacts']);
    await renderLayout('/dashboard');
    const sidebar = screen.getByRole('navigation', { name: en.nav.main });
    const labels = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).not.toContain(en.nav.payments);
    expect(labels).not.toContain(en.nav.documents);
    expect(labels).toContain(en.nav.properties);
  });

  it('opens the avatar menu by keyboard with the plan badge, the usage and the upgrade link; arrows move, Escape closes', async () => {
    await renderLayout('/dashboard');
    const trigger = screen.getByRole('button', { name: en.header.userMenu });
    await act(async () => {
      fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    });
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: en.plan.upgrade });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      en.plan.upgrade,
      en.nav.settings,
      en.header.help,
      en.header.logout,
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/settings?section=plan#plan');
    expect(items[1]?.getAttribute('href')).toBe('/settings');
    expect(items[2]?.getAttribute('href')).toBe('mailto:support@immodesk.be');
    expect(items[3]?.getAttribute('href')).toBe('/api/logout');
    expect(document.activeElement).toBe(items[0]);
    expect(await screen.findByText(en.plan.types.professional)).toBeDefined();
    expect(screen.getByText('12 of 50 properties used')).toBeDefined();

    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows unlimited usage on enterprise, without an upgrade link', async () => {
    await renderLayout(
      '/dashboard',
      { planType: 'enterprise', status: 'active' },
      { activeProperties: 3, maxProperties: -1, activeTenants: 4, maxTenants: -1 },
    );
    fireEvent.click(screen.getByRole('button', { name: en.header.userMenu }));
    const menu = await screen.findByRole('menu');
    expect(await screen.findByText(en.plan.types.enterprise)).toBeDefined();
    expect(within(menu).queryByRole('menuitem', { name: en.plan.upgrade })).toBeNull();
    expect(screen.getByText('3 properties, no limit')).toBeDefined();
  });

  it('tells the user when the plan cannot be fetched', async () => {
    mockFetch({ 'GET /api/user/plan': jsonResponse(500, { message: 'boom', code: 'internal' }) });
    queryClient.removeQueries({ queryKey: planKeys.all });
    const { toast } = await import('@immodesk/sdk');
    const errorToast = vi.spyOn(toast, 'error');
    await renderWithProviders(<AppLayout>{null}</AppLayout>, { path: '/dashboard' });
    await vi.waitFor(() => expect(errorToast).toHaveBeenCalledWith(en.plan.fetchFailed));
    fireEvent.click(screen.getByRole('button', { name: en.header.userMenu }));
    await vi.waitFor(() => expect(errorToast).toHaveBeenCalledWith(en.plan.limitsFetchFailed));
  });
});
