import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  currentUserQueryKey,
  i18n,
  initI18n,
  queryClient,
  registerNamespaceLoader,
  type CurrentUser,
} from '@immodesk/sdk';
import en from '../../locales/en.json';

export const testUser: CurrentUser = {
  id: 'u1',
  email: 'an@example.be',
  firstName: 'An',
  lastName: 'Peeters',
  language: 'en',
  organizationId: 'o1',
  organizationName: 'Peeters Vastgoed',
  phone: null,
  isEmailVerified: true,
  pendingEmail: null,
  twoFactorEnabled: false,
  hasPassword: true,
  profileImageUrl: null,
  street: null,
  houseNumber: null,
  bus: null,
  postalCode: null,
  city: null,
  country: null,
  birthDate: null,
  birthPlace: null,
  enterpriseNumber: null,
};

/** The shell's one i18n instance with the English catalogue, for readable assertions. */
export async function initTestI18n(): Promise<void> {
  registerNamespaceLoader('common', async () => en);
  await initI18n({ language: 'en' });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders with the real QueryClient and i18n at `path`, as `user` (null: signed out). */
export async function renderWithProviders(
  ui: ReactElement,
  { path = '/', user = testUser }: { path?: string; user?: CurrentUser | null } = {},
) {
  queryClient.clear();
  queryClient.setQueryData(currentUserQueryKey, user);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
}
