import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { CompanyLogoCard } from './CompanyLogoCard';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompanyLogoCard', () => {
  it('below Professional shows what the plan lacks and the upgrade link, no upload', async () => {
    mockFetch({
      'GET /api/organization/company-logo': jsonResponse(200, {
        logoUrl: null,
        updatedAt: null,
        allowedByPlan: false,
      }),
    });
    await renderWithProviders(<CompanyLogoCard />, { path: '/settings#profile' });
    expect(await screen.findByText(en.companyLogo.planRequired)).toBeDefined();
    expect(screen.getByRole('link', { name: en.plan.upgrade }).getAttribute('href')).toBe(
      '/settings?section=plan#plan',
    );
    expect(screen.queryByRole('button', { name: en.companyLogo.upload })).toBeNull();
  });

  it('on Professional shows the logo with replace and remove', async () => {
    mockFetch({
      'GET /api/organization/company-logo': jsonResponse(200, {
        logoUrl: '/api/organization/company-logo/file?v=3',
        updatedAt: '2026-11-24T10:00:00.000Z',
        allowedByPlan: true,
      }),
    });
    await renderWithProviders(<CompanyLogoCard />, { path: '/settings#profile' });
    expect((await screen.findByRole('img', { name: en.companyLogo.alt })).getAttribute('src')).toBe(
      '/api/organization/company-logo/file?v=3',
    );
    expect(screen.getByRole('button', { name: en.companyLogo.replace })).toBeDefined();
    expect(screen.getByRole('button', { name: en.companyLogo.remove })).toBeDefined();
    expect(screen.queryByText(en.companyLogo.planRequired)).toBeNull();
  });
});
