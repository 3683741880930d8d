import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { distinctIds } from './distinctIds';
import { propertyAddress } from './propertyAddress';

export type LookUpAddressesAndNamesDeps = {
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  contacts: Pick<ContactsApi, 'getTenantsByIds'>;
};

export type AddressesAndNames = {
  /** A property's address in the reader's language; absent for a property that is gone. */
  addressById: ReadonlyMap<string, string>;
  /** A tenant's display name; absent for a tenant who is gone. */
  nameById: ReadonlyMap<string, string>;
};

/**
 * What a list shows beside its rows: the properties' addresses and the tenants' names, looked up with one batched
 * call per service for the whole page (never row by row), each id once.
 */
export async function lookUpAddressesAndNames(
  deps: LookUpAddressesAndNamesDeps,
  context: RequestContext,
  ids: {
    propertyIds: readonly (string | null | undefined)[];
    tenantIds: readonly (string | null | undefined)[];
  },
  language: TLanguage,
): Promise<AddressesAndNames> {
  const [addresses, tenants] = await Promise.all([
    deps.properties.getPropertyAddresses(context, distinctIds(ids.propertyIds)),
    deps.contacts.getTenantsByIds(context, distinctIds(ids.tenantIds)),
  ]);
  return {
    addressById: new Map(addresses.map((address) => [address.id, propertyAddress(address, language)])),
    nameById: new Map(tenants.map((tenant) => [tenant.id, tenantDisplayName(tenant).primary])),
  };
}
