import { ZCreateContractorRequest } from '@immodesk/contracts/contractors/createContractor.contract';
import { seedDemoBilling } from '@immodesk/billing/billingApi';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import { deleteOrganization } from '@immodesk/bff/use-cases/deleteAccount';
import type { Services } from '@immodesk/bff/composition';
import { contactInquiryStore } from '@immodesk/platform/contact/contactInquiryStore';
import type { RequestContext } from '@immodesk/platform/context';
import { seedDemoBanking } from './demoBanking';
import { seedDemoAiPilot } from './demoAiPilot';
import { seedDemoContracts } from './demoContracts';
import { seedDemoIndexation } from './demoIndexation';
import { remindIndexations } from '@immodesk/bff/use-cases/remindIndexations';
import { seedDemoExpenses } from './demoExpenses';
import { makeFacadePng, makePdf } from './demoFiles';
import { seedDemoMessages } from './demoMessages';
import { seedDemoPaperLeases } from './demoPaperLeases';
import { seedDemoRentPayments } from './demoRentPayments';
import { seedDemoSigning } from './demoSigning';
import { seedDemoTasks } from './demoTasks';
import { DEMO_CONTRACTORS, DEMO_ORGANIZATION_NAME, DEMO_PROPERTIES, DEMO_TENANTS } from './demoData';
import { DEMO_LANDLORD_IDENTITY, DEMO_TENANT_IDENTITIES } from './demoIdentities';

export const DEFAULT_DEMO_EMAIL = 'demo@immodesk.be';
export const DEFAULT_DEMO_PASSWORD = 'Demo-Immodesk-2026';

export type SeedDemoOptions = { email: string; password: string };

export type SeedDemoResult = {
  context: RequestContext;
  counts: {
    properties: number;
    tenants: number;
    contractors: number;
    tasks: number;
    rentPayments: number;
    documents: number;
    conversations: number;
    notifications: number;
    messages: number;
    contracts: number;
    expenses: number;
  };
};

/** Removes the organization whose owner has this e-mail address, through account deletion (every service's rows and files). */
export async function deleteDemoOrganization(services: Services, email: string): Promise<boolean> {
  const account = await services.identity.findOrganizationByEmail(email);
  if (!account) return false;
  await deleteOrganization(
    { ...services, contactInquiries: contactInquiryStore(services.dataSource) },
    account,
  );
  return true;
}

/**
 * The bell's first notifications, oldest first: a welcome note (already read), a sign-in from the owner's phone
 * and the advice to turn on two-factor authentication. Overdue and received rent show up as well, derived by
 * the shell from the rent payments.
 */
async function seedNotifications(services: Services, context: RequestContext): Promise<number> {
  const ago = (minutes: number) => new Date(services.clock.now().getTime() - minutes * 60_000).toISOString();
  const welcome = await services.messaging.notify(context, {
    type: 'info',
    titleKey: 'notifications.welcome.title',
    messageKey: 'notifications.welcome.message',
    actionLabelKey: 'notifications.actions.openChecklist',
    actionUrl: '/dashboard',
    occurredAt: ago(3 * 1440),
  });
  await services.messaging.markNotificationRead(context, welcome.id);
  await services.messaging.notify(context, {
    type: 'warning',
    titleKey: 'notifications.newDeviceSignIn.title',
    messageKey: 'notifications.newDeviceSignIn.message',
    params: { device: 'Safari · iPhone' },
    actionLabelKey: 'notifications.actions.reviewSessions',
    actionUrl: '/settings#account',
    occurredAt: ago(5 * 60),
  });
  await services.messaging.notify(context, {
    type: 'info',
    titleKey: 'notifications.twoFactorTip.title',
    messageKey: 'notifications.twoFactorTip.message',
    actionLabelKey: 'notifications.actions.openSecurity',
    actionUrl: '/settings#account',
    occurredAt: ago(20),
  });
  return 3;
}

/**
 * Creates the demo organization "Demo Vastgoed" through the services' own use cases, after removing the
 * previous one, so running it twice gives the same data and never duplicates. Dates are relative to the
 * services' clock: due items for the last four months and the next one.
 */
export async function seedDemo(services: Services, options: SeedDemoOptions): Promise<SeedDemoResult> {
  await deleteDemoOrganization(services, options.email);
  const context = await services.identity.registerOwner({
    email: options.email,
    password: options.password,
    firstName: 'Demo',
    lastName: 'Eigenaar',
    language: 'nl',
    organizationName: DEMO_ORGANIZATION_NAME,
    isEmailVerified: true,
  });
  // Twelve properties and ten tenants: more than the free plan allows, so the demo runs on Professional
  // (yearly, paid by bank transfer: two paid invoices on the subscription page).
  await seedDemoBilling(services, context.organizationId);
  await services.identity.updateProfile(context, DEMO_LANDLORD_IDENTITY, { ip: null, userAgent: null });

  const propertyIds = new Map<string, string>();
  const rentByProperty = new Map<string, number>();
  for (const { key, ...property } of DEMO_PROPERTIES) {
    const created = await services.properties.createProperty(context, { ...property, country: 'BE' });
    propertyIds.set(key, created.id);
    rentByProperty.set(key, property.rentCents ?? 0);
  }

  const tenantIds = new Map<string, string>();
  for (const { key, propertyKey, ...tenant } of DEMO_TENANTS) {
    // Through the API's contract, so enterprise and phone numbers are stored normalised, as the API stores them.
    const request = ZCreateTenantRequest.parse({
      ...tenant,
      ...DEMO_TENANT_IDENTITIES[key],
      propertyId: propertyKey ? (propertyIds.get(propertyKey) ?? null) : null,
    });
    const created = await services.contacts.createTenant(context, request);
    tenantIds.set(key, created.id);
  }

  const contractorIds = new Map<string, string>();
  for (const contractor of DEMO_CONTRACTORS) {
    const created = await services.contacts.createContractor(
      context,
      ZCreateContractorRequest.parse(contractor),
    );
    contractorIds.set(contractor.companyName ?? contractor.lastName ?? '', created.id);
  }
  const tasks = await seedDemoTasks(services, context, {
    properties: propertyIds,
    contractors: contractorIds,
  });

  // Rent comes only from leases (their schedules): a due item always belongs to a contract (issue 31).
  let rentPayments = 0;

  const documents = [
    {
      fileName: 'Huurcontract Korenlei 7.pdf',
      type: 'rental_agreement',
      propertyKey: 'korenlei',
      tenantKey: 'sofie',
      content: makePdf('Huurovereenkomst hoofdverblijfplaats', [
        'Verhuurder: Demo Vastgoed',
        'Huurder: Sofie Peeters',
        'Goed: Korenlei 7 bus 2, 9000 Gent',
        'Huurprijs: € 1.150,00 per maand',
        'Duur: 9 jaar',
      ]),
    },
    {
      fileName: 'Bail Rue Hors-Château 31.pdf',
      type: 'rental_agreement',
      propertyKey: 'horschateau',
      tenantKey: 'julien',
      content: makePdf('Bail de résidence principale', [
        'Bailleur : Demo Vastgoed',
        'Preneur : Julien Lambert',
        'Bien : Rue Hors-Château 31, 4000 Liège',
        'Loyer : € 780,00 par mois',
      ]),
    },
    {
      fileName: 'EPC Lange Koepoortstraat 21.pdf',
      type: 'epc_certificate',
      propertyKey: 'koepoort',
      tenantKey: null,
      content: makePdf('Energieprestatiecertificaat', [
        'Lange Koepoortstraat 21 bus 1, 2000 Antwerpen',
        'Label: C',
        'Geldig tot: 2033',
      ]),
    },
    {
      fileName: 'Keuring elektriciteit Overpoortstraat 38.pdf',
      type: 'electrical_inspection',
      propertyKey: 'overpoort',
      tenantKey: null,
      content: makePdf('Keuringsverslag elektrische installatie', [
        'Overpoortstraat 38 bus 4, 9000 Gent',
        'Resultaat: conform',
      ]),
    },
    {
      fileName: 'Betalingsbewijs huur Statiestraat 14.pdf',
      type: 'rent_payment_proof',
      propertyKey: 'berchem',
      tenantKey: 'elif',
      content: makePdf('Betalingsbewijs', [
        'Huurder: Elif Yilmaz',
        'Statiestraat 14 bus 3, 2600 Berchem',
        'Bedrag: € 360,00',
      ]),
    },
    {
      fileName: 'Gevel Turnhoutsebaan 160.png',
      type: 'property_description',
      propertyKey: 'turnhoutsebaan',
      tenantKey: null,
      content: makeFacadePng(320, 240, [176, 98, 72]),
    },
    {
      fileName: 'Identiteitskaart Sofie Peeters.pdf',
      type: 'identity_document',
      propertyKey: 'korenlei',
      tenantKey: 'sofie',
      content: makePdf('Kopie identiteitskaart', [
        'Naam: Peeters Sofie',
        'Nationaliteit: Belg',
        'Geldig tot: 14.09.2031',
        'Rijksregisternummer afgeschermd',
      ]),
    },
    {
      fileName: 'Loonfiches Arne De Smet 2025.pdf',
      type: 'income_proof',
      propertyKey: 'sintpieters',
      tenantKey: 'arne',
      content: makePdf('Loonfiches oktober - december 2025', [
        'Werknemer: Arne De Smet',
        'Netto maandloon: € 2.140,00',
        'Werkgever: Bouwbedrijf Vandevelde NV',
      ]),
    },
    {
      fileName: 'Attestation employeur Camille Dubois.pdf',
      type: 'employment_proof',
      propertyKey: 'dansaert',
      tenantKey: 'camille',
      content: makePdf("Attestation d'emploi", [
        'Employée : Camille Dubois',
        'Contrat à durée indéterminée depuis le 01/03/2022',
        'Employeur : Clinique Saint-Jean, Bruxelles',
      ]),
    },
    {
      fileName: 'Plaatsbeschrijving Antoine Dansaertstraat 52.pdf',
      type: 'property_description',
      propertyKey: 'dansaert',
      tenantKey: 'camille',
      content: makePdf("Plaatsbeschrijving bij intrede / État des lieux d'entrée", [
        'Rue Antoine Dansaert 52 bte 3, 1000 Bruxelles',
        'Opgemaakt op 28/02/2025 op tegenspraak',
        'Meterstanden: elektriciteit 18 204 kWh, water 412 m³',
      ]),
    },
    {
      fileName: 'Stedenbouwkundige vergunning Brusselsesteenweg 245.pdf',
      type: 'building_permit',
      propertyKey: 'gentbrugge',
      tenantKey: null,
      content: makePdf('Omgevingsvergunning voor stedenbouwkundige handelingen', [
        'Brusselsesteenweg 245, 9050 Gentbrugge',
        'Voorwerp: bouwen van een achterbouw',
        'Stad Gent, dossier OMV_2019045123',
      ]),
    },
    {
      fileName: 'Brandverzekering Rue Puits-en-Sock 65.pdf',
      type: 'building_insurance',
      propertyKey: 'puitsensock',
      tenantKey: null,
      content: makePdf('Assurance incendie - conditions particulières', [
        'Rue Puits-en-Sock 65, 4020 Liège',
        'Abandon de recours au profit du locataire',
        'Échéance annuelle : 1er avril',
      ]),
    },
    {
      fileName: 'Brief syndicus Lange Koepoortstraat 21.pdf',
      type: 'other',
      propertyKey: 'koepoort',
      tenantKey: null,
      content: makePdf('Uitnodiging algemene vergadering mede-eigenaars', [
        'Residentie Koepoort, Lange Koepoortstraat 21, 2000 Antwerpen',
        'Agenda: gevelrenovatie en liftonderhoud',
      ]),
    },
  ] as const;
  const documentIds = new Map<string, string>();
  for (const document of documents) {
    const uploaded = await services.documentFiles.uploadDocument(context, {
      fileName: document.fileName,
      content: document.content,
      type: document.type,
      propertyId: propertyIds.get(document.propertyKey) ?? null,
      tenantId: document.tenantKey ? (tenantIds.get(document.tenantKey) ?? null) : null,
    });
    documentIds.set(document.fileName, uploaded.id);
  }

  // Property information and photos for two properties, so their details screens show every tab filled.
  const gentbrugge = propertyIds.get('gentbrugge');
  if (gentbrugge) {
    await services.properties.putPropertyInformation(context, {
      idOrUrlCode: gentbrugge,
      information: ZPropertyInformation.parse({
        general: {
          legalStatus: 'individual',
          totalSurface: 160,
          livingSpace: 135,
          yearBuilt: 1932,
          renovatedYear: 2018,
          rooms: 6,
          bedrooms: 3,
          bathrooms: 1,
          toilets: 2,
          outdoorSurface: 90,
          hasBasement: true,
          hasAttic: true,
          hasGarden: true,
          rentalDefaults: { furniture: 'unfurnished', petsAllowed: true },
        },
        financial: {
          purchaseDate: '2016-09-01',
          purchasePriceCents: 28_500_000,
          otherCostsCents: 3_400_000,
          estimatedValueCents: 36_000_000,
        },
        insurances: [
          { type: 'fire', policyNumber: 'BR-2016-44871', startDate: '2026-01-01', endDate: '2026-12-31' },
        ],
        energyCertificate: {
          label: 'C',
          certificationDate: '2023-04-12',
          expirationDate: '2033-04-12',
          consumption: 245,
          co2Emissions: 49,
        },
      }),
    });
  }
  const korenlei = propertyIds.get('korenlei');
  if (korenlei) {
    await services.propertyFiles.uploadPhoto(context, {
      idOrUrlCode: korenlei,
      fileName: 'Gevel Korenlei 7.png',
      content: makeFacadePng(480, 320, [120, 96, 82]),
    });
    await services.propertyFiles.uploadPhoto(context, {
      idOrUrlCode: korenlei,
      fileName: 'Zicht op de Leie.png',
      content: makeFacadePng(480, 320, [70, 110, 140]),
    });
  }

  const notifications = await seedNotifications(services, context);
  // The checklist shows three of its four steps done (two-factor is still off, as the bell's tip says); the
  // owner hears about overdue rent also by SMS (issue 31: the local double keeps the texts, /dev/mailbox shows them),
  // so the profile has a mobile number.
  await services.identity.updateProfile(context, { phone: '+32470123456' }, { ip: null, userAgent: null });
  await services.identity.setNotificationPreferences(context, {
    accountSecurity: { email: true, sms: false, push: true },
    rentOverdue: { email: true, sms: true, push: true },
    rentReceived: { email: false, sms: false, push: true },
  });
  const messages = await seedDemoMessages(services, context, {
    tenants: tenantIds,
    contractors: contractorIds,
    documents: documentIds,
  });
  const expenses = await seedDemoExpenses(services, context, {
    properties: propertyIds,
    contractors: contractorIds,
    documents: documentIds,
  });
  const contracts = await seedDemoContracts(services, context, {
    properties: propertyIds,
    tenants: tenantIds,
  });
  // Before the rent schedule: its due items follow the indexed rents, and their past months are paid like the others.
  const indexedLeases = await seedDemoIndexation(services, context, {
    properties: propertyIds,
    tenants: tenantIds,
  });
  rentPayments += await seedDemoRentPayments(services, context, { properties: propertyIds });
  // After the schedules' payments: leases brought in on paper settle their past rent as opening balances.
  const paperLeases = await seedDemoPaperLeases(services, context, {
    properties: propertyIds,
    tenants: tenantIds,
  });
  rentPayments += paperLeases.rentPayments;
  await seedDemoBanking(services, context, { properties: propertyIds });
  // The indexation-reminders job's notices (and mails: the demo has the automation on) for the leases due.
  await remindIndexations(services);
  await seedDemoSigning(services, context);
  const conversations = await seedDemoAiPilot(services, context);

  return {
    context,
    counts: {
      properties: DEMO_PROPERTIES.length,
      tenants: DEMO_TENANTS.length,
      contractors: DEMO_CONTRACTORS.length,
      tasks,
      rentPayments,
      documents: documents.length + paperLeases.documents,
      conversations,
      notifications,
      messages,
      contracts: contracts + indexedLeases + paperLeases.contracts,
      expenses,
    },
  };
}
