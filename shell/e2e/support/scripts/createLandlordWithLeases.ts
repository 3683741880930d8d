// Run by support/landlordWithLeases.ts with tsx, next to the running product, on the same database: a verified
// landlord with a primary bank account and two signed leases whose rent schedule has run (due items for this month
// and, for the first, last month), created through the services as the BFF would.
import { generateRentSchedules } from '@immodesk/bff/use-cases/generateRentSchedules';
import { onContractSigned } from '@immodesk/bff/use-cases/onContractSigned';
import { ZCreateContractRequest } from '@immodesk/contracts/contracts/createContract.contract';
import { registerVerifiedOwner, runSeed } from './seedServices';

function monthStart(today: string, by: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

runSeed(async (services, [email = '', password = '']) => {
  const context = await registerVerifiedOwner(services, {
    email,
    password,
    firstName: 'An',
    lastName: 'Peeters',
    organizationName: 'Immo Peeters BV',
  });
  await services.banking.createBankAccount(context, {
    iban: 'BE68539007547034',
    bic: 'KREDBEBB',
    bankName: 'KBC',
    accountHolder: 'Immo Peeters BV',
    isPrimary: true,
  });
  const today = services.clock.today();
  const leases = [
    {
      firstName: 'Sofie',
      lastName: 'Claes',
      language: 'nl' as const,
      street: 'Kouter',
      postalCode: '9000',
      city: 'Gent',
      startsOn: monthStart(today, -1),
      rentCents: 80_000,
      chargesCents: 6_000,
    },
    {
      firstName: 'Luc',
      lastName: 'Dubois',
      language: 'fr' as const,
      street: 'Rue Haute',
      postalCode: '4000',
      city: 'Liège',
      startsOn: monthStart(today, 0),
      rentCents: 95_000,
      chargesCents: 5_000,
    },
  ];
  const created = [];
  for (const lease of leases) {
    const property = await services.properties.createProperty(context, {
      street: lease.street,
      houseNumber: '12',
      bus: null,
      postalCode: lease.postalCode,
      city: lease.city,
      country: 'BE',
      type: 'apartment',
    });
    const tenant = await services.contacts.createTenant(context, {
      entityType: 'natural',
      firstName: lease.firstName,
      lastName: lease.lastName,
      companyName: null,
      vatNumber: null,
      email: `${lease.firstName.toLowerCase()}.${Date.now()}@example.be`,
      phone: null,
      language: lease.language,
      status: 'active',
      propertyId: null,
      notes: null,
    });
    const request = ZCreateContractRequest.parse({
      propertyId: property.id,
      tenantIds: [tenant.id],
      type: 'hoofdverblijfplaats',
      signedOn: monthStart(today, -2),
      startsOn: lease.startsOn,
      durationMonths: 36,
      rentCents: lease.rentCents,
      chargesCents: lease.chargesCents,
      paymentFrequency: 'monthly',
      deposit: { type: 'blocked_account', amountCents: 2 * lease.rentCents },
    });
    const contract = await services.contracts.createContract(context, {
      ...request,
      propertyPostalCode: lease.postalCode,
      language: lease.language,
    });
    await services.contracts.markSent(context, { id: contract.id });
    await onContractSigned(services, context, { id: contract.id, landlordLanguage: 'nl' });
    created.push({
      id: contract.id,
      structuredReference: contract.structuredReference,
      amountDueCents: lease.rentCents + lease.chargesCents,
      tenant: `${lease.firstName} ${lease.lastName}`,
    });
  }
  await generateRentSchedules(services);
  return { contracts: created };
});
