import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fullPageLoad } from './routing/fullPageLoad';
import { initI18n, registerNamespaceLoader, type CurrentUser } from '@immodesk/sdk';
import nl from '../locales/nl.json';
import { AppRoutes } from './AppRoutes';
import { renderWithProviders, testUser } from './testing/renderWithProviders';

// The public website is another bundle: the app hands public paths to the browser as a page load.
vi.mock('./routing/fullPageLoad', () => ({ fullPageLoad: vi.fn() }));

const user: CurrentUser = { ...testUser, language: 'nl' };

const renderAt = (path: string, signedInAs: CurrentUser | null) =>
  renderWithProviders(<AppRoutes />, { path, user: signedInAs });

beforeAll(async () => {
  // Each route loads lazy chunks; on a loaded machine the first render can take longer than the default second.
  configure({ asyncUtilTimeout: 5000 });
  registerNamespaceLoader('common', async () => nl);
  await initI18n({ language: 'nl' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routing rules of SPEC §2', () => {
  it('sends a signed-out visitor on / to the public site in the current language', async () => {
    await renderAt('/', null);
    expect(screen.getByTestId('location').textContent).toBe('/nl');
    expect(vi.mocked(fullPageLoad)).toHaveBeenCalledWith('/nl');
  });

  it('sends a signed-in visitor on / to the dashboard', async () => {
    await renderAt('/', user);
    expect(await screen.findByRole('heading', { level: 1, name: /An$/ })).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('sends a signed-out visitor on a protected route to /login', async () => {
    await renderAt('/properties', null);
    expect(await screen.findByRole('heading', { level: 1, name: nl.login.title })).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByLabelText(/e-mailadres/i)).toBeDefined();
    expect(screen.getByLabelText(/wachtwoord/i)).toBeDefined();
  });

  it('sends a signed-in visitor on /login to the dashboard', async () => {
    await renderAt('/login', user);
    await screen.findByRole('heading', { level: 1, name: /An$/ });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/this-page-does-not-exist', user);
    expect(await screen.findByRole('heading', { level: 1, name: nl.notFound.title })).toBeDefined();
  });

  it('serves the statistics (/reports) from the finance remote, and has no page for an unknown path', async () => {
    await renderAt('/reports', user);
    await vi.waitFor(() => expect(document.querySelector('[data-remote-area="finance"]')).not.toBeNull());
    cleanup();
    await renderAt('/statistieken', user);
    expect(await screen.findByRole('heading', { level: 1, name: nl.notFound.title })).toBeDefined();
  });

  it('redirects /aanmelden to /signup and sends a signed-in visitor on /signup to the dashboard', async () => {
    await renderAt('/aanmelden', null);
    expect(await screen.findByRole('heading', { level: 1, name: nl.signup.title })).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/signup');
    cleanup();
    await renderAt('/signup', user);
    await screen.findByRole('heading', { level: 1, name: /An$/ });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('treats sub-paths of auth routes as auth pages', async () => {
    await renderAt('/reset-password/extra', null);
    expect(await screen.findByTestId('reset-password-invalid')).toBeDefined();
  });

  it('sends a signed-out visitor on /settings to /login', async () => {
    await renderAt('/settings#account', null);
    expect(await screen.findByRole('heading', { level: 1, name: nl.login.title })).toBeDefined();
  });

  it('lists the settings sections in SPEC order and opens the one the hash names', async () => {
    await renderAt('/settings#banking', user);
    expect(await screen.findByRole('heading', { level: 1, name: nl.settings.title })).toBeDefined();
    const settingsNav = screen.getByRole('navigation', { name: nl.settings.navLabel });
    expect(Array.from(settingsNav.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      nl.settings.sections.profile,
      nl.settings.sections.account,
      nl.settings.sections.banking,
      nl.settings.sections.communications,
      nl.settings.sections.automations,
      nl.settings.sections['contract-templates'],
      nl.settings.sections.accounting,
      nl.settings.sections.invoicing,
      nl.settings.sections.signature,
      nl.settings.sections.plan,
    ]);
    expect(within(settingsNav).getByRole('link', { current: 'page' }).textContent).toBe(
      nl.settings.sections.banking,
    );
  });
});
