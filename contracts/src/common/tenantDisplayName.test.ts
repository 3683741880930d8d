import { describe, expect, it } from 'vitest';
import { tenantDisplayName } from './displayNames';

describe('tenantDisplayName', () => {
  it('names a natural person by first and last name', () => {
    expect(
      tenantDisplayName({
        entityType: 'natural',
        firstName: 'Lotte',
        lastName: 'Peeters',
        companyName: null,
      }),
    ).toEqual({
      primary: 'Lotte Peeters',
      secondary: null,
    });
  });

  it('names a legal entity by its company, with the contact person below', () => {
    expect(
      tenantDisplayName({
        entityType: 'legal',
        firstName: 'Marc',
        lastName: 'Dubois',
        companyName: 'Bakkerij Dubois BV',
      }),
    ).toEqual({
      primary: 'Bakkerij Dubois BV',
      secondary: 'Marc Dubois',
    });
    expect(
      tenantDisplayName({ entityType: 'legal', firstName: null, lastName: null, companyName: 'Fleur SRL' }),
    ).toEqual({
      primary: 'Fleur SRL',
      secondary: null,
    });
  });

  it('falls back to whatever name exists and ignores blanks', () => {
    expect(
      tenantDisplayName({ entityType: 'legal', firstName: 'An', lastName: ' ', companyName: '' }).primary,
    ).toBe('An');
    expect(
      tenantDisplayName({ entityType: 'natural', firstName: null, lastName: 'Janssens', companyName: null })
        .primary,
    ).toBe('Janssens');
  });
});

describe('a tenant on a payment row', () => {
  it('names a person or a company', () => {
    expect(
      tenantDisplayName({ entityType: 'natural', firstName: 'Sofie', lastName: 'Peeters', companyName: null })
        .primary,
    ).toBe('Sofie Peeters');
    expect(
      tenantDisplayName({
        entityType: 'legal',
        firstName: 'Marc',
        lastName: 'Dubois',
        companyName: 'Studio Lumière SRL',
      }).primary,
    ).toBe('Studio Lumière SRL');
  });
});
