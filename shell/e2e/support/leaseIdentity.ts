import type { APIRequestContext } from '@playwright/test';
import { callApi } from './api';

/**
 * Issue 31: a lease is sent only once it names every party with address and birth data and states the EPC. What
 * the specs that send a lease give their tenant and contract (the organizations' owners get theirs at sign-up,
 * scripts/createOrganization.ts).
 */
export const TENANT_IDENTITY = {
  street: 'Rue Saint-Gilles',
  houseNumber: '40',
  postalCode: '4000',
  city: 'Liège',
  birthDate: '1992-02-11',
  birthPlace: 'Namur',
} as const;

/** The landlord's details in their profile: an address in Gent and a date and place of birth. */
export const LANDLORD_IDENTITY = {
  street: 'Coupure Links',
  houseNumber: '101',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  birthDate: '1975-10-06',
  birthPlace: 'Gent',
} as const;

/** An EPC certificate number as the Flemish register writes it. */
export const EPC_CERTIFICATE_NUMBER = '20260105-0003012345-RES-1';

/** Gives the property an energy label (PUT /api/properties/:id/information), as a lease states the EPC. */
export async function putEnergyLabel(
  api: APIRequestContext,
  productURL: string,
  propertyId: string,
  label: string,
): Promise<void> {
  await callApi(api, productURL, 'put', `/api/properties/${propertyId}/information`, {
    data: { energyCertificate: { label } },
  });
}
