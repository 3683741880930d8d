import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n, setBranding } from '@immodesk/sdk';
import en from '../../locales/en.json';
import { initTestI18n } from '../testing/renderWithProviders';
import { FullPageSpinner } from './FullPageSpinner';

beforeAll(initTestI18n);
afterEach(cleanup);

describe('loading screen', () => {
  it("announces loading, with the brand's logo when the brand has one", () => {
    act(() =>
      setBranding({
        productName: 'Zavel Immo',
        logoUrl: '/api/branding/assets/zavel-immo-logo.svg',
        colors: { 'color-primary': '#8a1538' },
        supportEmail: 'hulp@zavel-immo.example',
      }),
    );
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <FullPageSpinner />
      </I18nextProvider>,
    );
    expect(screen.getByText(en.app.loading)).toBeDefined();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/api/branding/assets/zavel-immo-logo.svg',
    );
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#8a1538');
  });

  it("shows no logo for a brand without one, and drops the previous brand's colours", () => {
    act(() =>
      setBranding({
        productName: 'Immodesk',
        logoUrl: null,
        colors: {},
        supportEmail: 'support@immodesk.be',
      }),
    );
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <FullPageSpinner />
      </I18nextProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
  });
});
