import { describe, expect, it } from 'vitest';
import { propertyLabel, tenantLabel } from './partyLabels';

describe('party labels on a payment row', () => {
  it('names a person or a company', () => {
    expect(tenantLabel({ entityType: 'natural', firstName: 'Sofie', lastName: 'Peeters', companyName: null })).toBe('Sofie Peeters');
    expect(tenantLabel({ entityType: 'legal', firstName: 'Marc', lastName: 'Dubois', companyName: 'Studio Lumière SRL' })).toBe('Studio Lumière SRL');
  });

  it('gives a short address', () => {
    expect(propertyLabel({ street: 'Rue Puits-en-Sock', houseNumber: '65', city: 'Liège' })).toBe('Rue Puits-en-Sock 65, Liège');
  });
});
