import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../../testing/renderWithProviders';
import { LandlordIdentitySection } from './LandlordIdentitySection';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('landlord details in the profile (issue 31)', () => {
  it('saves the address and birth data a lease names the landlord with, and only what changed', async () => {
    const saved = {
      ...testUser,
      street: 'Kouter',
      houseNumber: '12',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      birthDate: '1971-04-12',
    };
    const calls = mockFetch({
      'PATCH /api/user/profile': jsonResponse(200, saved),
      'GET /api/auth/user': jsonResponse(200, saved),
    });
    await renderWithProviders(<LandlordIdentitySection />, { path: '/settings#profile' });
    expect(screen.getByRole('heading', { name: en.landlordIdentity.title })).toBeDefined();
    change(/^Street/, 'Kouter');
    change(/^Number/, '12');
    change(/^Postal code/, '9000');
    change(/^Town/, 'Gent');
    change(/^Date of birth/, '1971-04-12');
    fireEvent.click(screen.getByRole('button', { name: en.landlordIdentity.save }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/api/user/profile',
      body: {
        street: 'Kouter',
        houseNumber: '12',
        postalCode: '9000',
        city: 'Gent',
        birthDate: '1971-04-12',
        country: 'BE',
      },
    });
  });

  it('refuses an enterprise number with wrong check digits before calling the server', async () => {
    const calls = mockFetch({});
    await renderWithProviders(<LandlordIdentitySection />, { path: '/settings#profile' });
    change(/^Enterprise number/, 'BE 0123.456.789');
    fireEvent.click(screen.getByRole('button', { name: en.landlordIdentity.save }));
    expect(await screen.findByText(en.landlordIdentity.errors.enterpriseNumber)).toBeDefined();
    expect(calls).toHaveLength(0);
  });
});
