import type { TContract } from '@immodesk/contracts/contracts/contract.contract';

/** Test data for the contract screens' component tests. */
export const PROPERTY_ID = '5b0c8f43-2f7a-4a43-9d6e-0d0c3f1f6a11';

export const tenant = (id: string, firstName: string, lastName: string) => ({
  id, entityType: 'natural', firstName, lastName, companyName: null, vatNumber: null, email: null, phone: null, language: 'nl', status: 'active', propertyId: PROPERTY_ID, notes: null,
});

export const CONTRACT: TContract = {
  id: '8d3f4b7a-1c2e-4f5a-9b6c-7d8e9f0a1b2c',
  propertyId: PROPERTY_ID,
  tenantIds: ['t-1', 't-2'],
  type: 'main_residence',
  region: 'flanders',
  status: 'draft',
  contractNumber: 'HC-2026-001',
  structuredReference: '+++090/9337/55493+++',
  version: 1,
  amendsContractId: null,
  signedOn: '2026-02-15',
  startsOn: '2026-03-01',
  durationMonths: 108,
  endsOn: '2035-02-28',
  rentCents: 95_000,
  chargesCents: 5_000,
  chargesKind: 'provision',
  paymentFrequency: 'monthly',
  rentDueDay: 1,
  deposit: { type: 'blocked_account', amountCents: 190_000 },
  guarantor: null,
  indexBaseMonth: '2026-02',
  epcCertificateNumber: null,
  termination: null,
  language: 'nl',
  registrationDeadline: null,
  pdfDocumentId: null,
  docxDocumentId: null,
  warnings: [],
  sentAt: null,
  signedAt: null,
  createdAt: '2026-02-10T09:00:00.000Z',
  updatedAt: '2026-02-10T09:00:00.000Z',
};
