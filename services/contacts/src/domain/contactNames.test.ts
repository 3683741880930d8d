import { describe, expect, it } from 'vitest';
import { contactSortName, contractorNameProblems, tenantNameProblems } from './contactNames';

const none = { firstName: null, lastName: null, companyName: null };

describe('tenantNameProblems', () => {
  it('requires first and last name for a natural person', () => {
    expect(tenantNameProblems('natural', none)).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
    });
    expect(tenantNameProblems('natural', { ...none, firstName: 'An' })).toEqual({
      lastName: 'validation.required',
    });
  });

  it('does not require a company name for a natural person', () => {
    expect(tenantNameProblems('natural', { ...none, firstName: 'An', lastName: 'Peeters' })).toEqual({});
  });

  it('requires a company name for a legal entity, and no personal names', () => {
    expect(tenantNameProblems('legal', { ...none, firstName: 'An', lastName: 'Peeters' })).toEqual({
      companyName: 'validation.required',
    });
    expect(tenantNameProblems('legal', { ...none, companyName: 'Bakkerij Peeters BV' })).toEqual({});
  });
});

describe('contractorNameProblems', () => {
  it('accepts a company or a person with a last name', () => {
    expect(contractorNameProblems({ ...none, companyName: 'Dakwerken Claes' })).toEqual({});
    expect(contractorNameProblems({ ...none, lastName: 'Claes' })).toEqual({});
  });

  it('refuses a contractor without any name', () => {
    expect(contractorNameProblems({ ...none, firstName: 'Jan' })).toEqual({
      companyName: 'validation.required',
      lastName: 'validation.required',
    });
  });
});

describe('contactSortName', () => {
  it('sorts people by last name and companies by company name', () => {
    expect(contactSortName('natural', { firstName: 'Émile', lastName: 'Dubois', companyName: null })).toBe(
      'dubois émile',
    );
    expect(
      contactSortName('legal', { firstName: null, lastName: null, companyName: 'Bakkerij Peeters BV' }),
    ).toBe('bakkerij peeters bv');
  });
});
