import { describe, expect, it } from 'vitest';
import { contractFormValues, validateContractForm, type ContractFormValues } from './contractForm';

const PROPERTY_ID = '0b6a4c1e-2f4f-4c43-9d9a-0b7e7a1f3c11';
const TENANT_IDS = ['5c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', '6d2e3f4a-5b6c-4d7e-9f80-91a2b3c4d5e6'];

function filled(change: Partial<ContractFormValues> = {}): ContractFormValues {
  return {
    ...contractFormValues(null, { propertyId: PROPERTY_ID, region: 'flanders' }),
    tenantIds: TENANT_IDS,
    signedOn: '2026-02-15',
    startsOn: '2026-03-01',
    rent: '1.150,50',
    charges: '75',
    deposit: '2301',
    ...change,
  };
}

describe('validateContractForm', () => {
  it('turns the euro amounts into cents and keeps the chosen tenants', () => {
    const { body, errors } = validateContractForm(filled());
    expect(errors).toBeNull();
    expect(body).toMatchObject({
      propertyId: PROPERTY_ID,
      tenantIds: TENANT_IDS,
      type: 'main_residence',
      region: 'flanders',
      durationMonths: 108,
      rentCents: 115050,
      chargesCents: 7500,
      deposit: { type: 'blocked_account', amountCents: 230100 },
      guarantor: null,
      contractNumber: null,
    });
  });

  it('asks for a property, at least one tenant, the dates and the rent', () => {
    const { errors } = validateContractForm(
      filled({ propertyId: '', tenantIds: [], signedOn: '', startsOn: '', rent: '' }),
    );
    expect(errors).toMatchObject({
      propertyId: 'propertyRequired',
      tenantIds: 'tenantsRequired',
      signedOn: 'dateRequired',
      startsOn: 'dateRequired',
      rent: 'rentRequired',
    });
  });

  it('refuses an amount that is not in euro', () => {
    expect(validateContractForm(filled({ charges: 'veel' })).errors).toMatchObject({
      charges: 'invalidAmount',
    });
  });

  it('needs no amount when there is no deposit, and a deposit amount otherwise', () => {
    expect(validateContractForm(filled({ depositType: 'none', deposit: '' })).body?.deposit).toEqual({
      type: 'none',
      amountCents: 0,
    });
    expect(validateContractForm(filled({ deposit: '' })).errors).toMatchObject({
      deposit: 'depositRequired',
    });
  });

  it('keeps the rent due day between 1 and 28 and the guarantor named', () => {
    expect(validateContractForm(filled({ rentDueDay: '31' })).errors).toMatchObject({
      rentDueDay: 'dueDayInvalid',
    });
    expect(validateContractForm(filled({ guarantorEmail: 'borg@example.be' })).errors).toMatchObject({
      guarantorName: 'guarantorNameRequired',
    });
  });
});
