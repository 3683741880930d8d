import type { z } from 'zod';
import type { ZCreateContractorRequest } from '@immodesk/contracts/contractors/createContractor.contract';
import type { TCreatePropertyRequest } from '@immodesk/contracts/properties/createProperty.contract';
import type { ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';

export const DEMO_ORGANIZATION_NAME = 'Demo Vastgoed';

type DemoProperty = Omit<TCreatePropertyRequest, 'country'> & { key: string };

/**
 * Twelve properties in Gent, Antwerpen, Brussel and Liège: Dutch street names in Flanders, French in Wallonia,
 * both in Brussels; real streets with their postal codes; house numbers are made up.
 */
export const DEMO_PROPERTIES: DemoProperty[] = [
  { key: 'korenlei', street: 'Korenlei', houseNumber: '7', bus: '2', postalCode: '9000', city: 'Gent', type: 'apartment', rentCents: 115_000, isFavourite: true, description: 'Lichtrijk appartement met zicht op de Leie, twee slaapkamers, vernieuwde keuken.' },
  { key: 'sintpieters', street: 'Sint-Pietersnieuwstraat', houseNumber: '112', bus: '5', postalCode: '9000', city: 'Gent', type: 'student_room', rentCents: 42_000, description: 'Gemeubelde studentenkamer vlak bij de campus Ufo, gedeelde keuken.' },
  { key: 'overpoort', street: 'Overpoortstraat', houseNumber: '38', bus: '4', postalCode: '9000', city: 'Gent', type: 'student_room', rentCents: 39_500 },
  { key: 'gentbrugge', street: 'Brusselsesteenweg', houseNumber: '245', postalCode: '9050', city: 'Gentbrugge', type: 'house', rentCents: 135_000, description: 'Rijwoning met tuin, drie slaapkamers, EPC-label C.' },
  { key: 'koepoort', street: 'Lange Koepoortstraat', houseNumber: '21', bus: '1', postalCode: '2000', city: 'Antwerpen', type: 'apartment', rentCents: 98_000 },
  { key: 'turnhoutsebaan', street: 'Turnhoutsebaan', houseNumber: '160', postalCode: '2140', city: 'Borgerhout', type: 'commercial_unit', rentCents: 145_000, description: 'Handelspand op de gelijkvloerse verdieping met etalage, 85 m².' },
  { key: 'berchem', street: 'Statiestraat', houseNumber: '14', bus: '3', postalCode: '2600', city: 'Berchem', type: 'studio', rentCents: 72_000 },
  { key: 'belgielei', street: 'Belgiëlei', houseNumber: '88', postalCode: '2018', city: 'Antwerpen', type: 'garage', rentCents: 11_000 },
  { key: 'dansaert', street: 'Rue Antoine Dansaert / Antoine Dansaertstraat', houseNumber: '52', bus: '3', postalCode: '1000', city: 'Bruxelles / Brussel', type: 'apartment', rentCents: 125_000, isFavourite: true },
  { key: 'ixelles', street: "Chaussée d'Ixelles / Elsensesteenweg", houseNumber: '201', bus: '6', postalCode: '1050', city: 'Ixelles / Elsene', type: 'studio', rentCents: 79_000 },
  { key: 'horschateau', street: 'Rue Hors-Château', houseNumber: '31', postalCode: '4000', city: 'Liège', type: 'apartment', rentCents: 78_000, description: 'Appartement de caractère dans le quartier historique, deux chambres.' },
  { key: 'puitsensock', street: 'Rue Puits-en-Sock', houseNumber: '65', postalCode: '4020', city: 'Liège', type: 'house', rentCents: 105_000 },
];

/** As a landlord types them: the seed parses them with the API's contract (numbers stored normalised). */
type DemoTenant = Omit<z.input<typeof ZCreateTenantRequest>, 'propertyId'> & { key: string; propertyKey: string | null };

const person = (firstName: string, lastName: string) => ({ firstName, lastName, companyName: null, vatNumber: null });

/** Ten tenants: Dutch- and French-speaking people, two companies with a valid Belgian enterprise number. */
export const DEMO_TENANTS: DemoTenant[] = [
  { key: 'sofie', entityType: 'natural', ...person('Sofie', 'Peeters'), email: 'sofie.peeters@example.com', phone: '+32 470 12 34 56', language: 'nl', status: 'active', propertyKey: 'korenlei' },
  { key: 'arne', entityType: 'natural', ...person('Arne', 'De Smet'), email: 'arne.desmet@example.com', phone: '+32 471 23 45 67', language: 'nl', status: 'active', propertyKey: 'sintpieters' },
  { key: 'lotte', entityType: 'natural', ...person('Lotte', 'Vermeulen'), email: 'lotte.vermeulen@example.com', phone: '+32 472 34 56 78', language: 'nl', status: 'active', propertyKey: 'overpoort' },
  { key: 'jonas', entityType: 'natural', ...person('Jonas', 'Maes'), email: 'jonas.maes@example.com', phone: '+32 473 45 67 89', language: 'nl', status: 'active', propertyKey: 'koepoort' },
  { key: 'zuidkant', entityType: 'legal', firstName: null, lastName: null, companyName: 'Koffiebar De Zuidkant BV', vatNumber: 'BE0456.789.133', email: 'info@dezuidkant.example.com', phone: '03 234 56 78', language: 'nl', status: 'active', propertyKey: 'turnhoutsebaan', notes: 'Zaakvoerder: Nadia El Amrani. Leveringen enkel voor 10 uur via de achteringang.' },
  { key: 'elif', entityType: 'natural', ...person('Elif', 'Yilmaz'), email: 'elif.yilmaz@example.com', phone: '+32 474 56 78 90', language: 'nl', status: 'active', propertyKey: 'berchem' },
  { key: 'camille', entityType: 'natural', ...person('Camille', 'Dubois'), email: 'camille.dubois@example.org', phone: '+32 475 67 89 01', language: 'fr', status: 'active', propertyKey: 'dansaert' },
  { key: 'lumiere', entityType: 'legal', firstName: null, lastName: null, companyName: 'Studio Lumière SRL', vatNumber: 'BE 0812 345 603', email: 'contact@studiolumiere.example.org', phone: '02 345 67 89', language: 'fr', status: 'active', propertyKey: 'ixelles', notes: 'Gérante : Chloé Renard. Préfère être contactée par e-mail.' },
  { key: 'julien', entityType: 'natural', ...person('Julien', 'Lambert'), email: 'julien.lambert@example.org', phone: '+32 476 78 90 12', language: 'fr', status: 'active', propertyKey: 'horschateau' },
  { key: 'marc', entityType: 'natural', ...person('Marc', 'Janssens'), email: 'marc.janssens@example.com', phone: '+32 477 89 01 23', language: 'nl', status: 'inactive', propertyKey: null },
];

export const DEMO_CONTRACTORS: z.input<typeof ZCreateContractorRequest>[] = [
  { firstName: 'Pieter', lastName: 'Van Acker', companyName: 'Loodgieterij Van Acker', vatNumber: null, specialty: 'plumber', hourlyRateCents: 6_500, email: 'pieter@loodgieterijvanacker.example.com', phone: '+32 9 223 45 67', address: 'Dendermondsesteenweg 410, 9040 Sint-Amandsberg', rating: 5, isActive: true },
  { firstName: null, lastName: null, companyName: 'Elektro Wouters BV', vatNumber: 'BE0765.432.146', specialty: 'electrician', hourlyRateCents: 7_000, email: 'planning@elektrowouters.example.com', phone: '+32 3 321 54 76', address: 'Boomsesteenweg 55, 2020 Antwerpen', rating: 4, isActive: true },
  { firstName: 'Luc', lastName: 'Delvaux', companyName: 'Peinture Delvaux SRL', vatNumber: null, specialty: 'painter', hourlyRateCents: 5_200, email: 'luc@peinturedelvaux.example.org', phone: '+32 4 222 33 44', address: 'Rue Saint-Gilles 120, 4000 Liège', rating: 4, isActive: true },
  { firstName: 'Nathalie', lastName: 'Gilson', companyName: 'Chauffage Gilson SRL', vatNumber: '0403.170.701', specialty: 'heating', hourlyRateCents: 7_500, email: 'nathalie@chauffagegilson.example.org', phone: '02 512 34 56', address: 'Avenue Louise 231, 1050 Ixelles', rating: 5, isActive: true },
  { firstName: null, lastName: null, companyName: 'Dakwerken Mertens', vatNumber: 'BE 0202 239 951', specialty: 'roofing', hourlyRateCents: 6_000, email: 'offerte@dakwerkenmertens.example.com', phone: '0479 11 22 33', address: 'Antwerpsesteenweg 8, 9000 Gent', rating: 4, isActive: true },
  { firstName: 'Fatima', lastName: 'Benali', companyName: null, vatNumber: null, specialty: 'cleaning', hourlyRateCents: 3_200, email: 'fatima.benali@example.com', phone: '+32 486 55 44 33', address: null, rating: null, isActive: true },
  { firstName: 'Bert', lastName: 'Claes', companyName: null, vatNumber: null, specialty: 'gardening', hourlyRateCents: 4_000, email: 'bert.claes@example.com', phone: '+32 478 90 12 34', address: null, rating: 3, isActive: false },
];

/**
 * What each tenant without a lease in the demo paid (the leases' rent comes from their schedules, demoRentPayments.ts), per month relative to the current one (-5 … +1): `full`, `late`
 * (paid in full a week after the due date), `part` (about half), or `none`. Together with today's date this
 * gives paid, partial, overdue (partly paid ones too) and pending items: more than one page of the payments list.
 */
export type PaymentBehaviour = 'full' | 'late' | 'part' | 'none';
export const DEMO_PAYMENTS: Record<string, [PaymentBehaviour, PaymentBehaviour, PaymentBehaviour, PaymentBehaviour, PaymentBehaviour, PaymentBehaviour, PaymentBehaviour]> = {
  arne: ['full', 'full', 'full', 'late', 'full', 'full', 'part'],
  lotte: ['full', 'late', 'full', 'full', 'full', 'none', 'none'],
  jonas: ['full', 'late', 'late', 'part', 'none', 'none', 'none'],
  elif: ['full', 'full', 'full', 'full', 'part', 'part', 'none'],
  camille: ['full', 'full', 'full', 'full', 'late', 'full', 'none'],
  lumiere: ['full', 'full', 'full', 'full', 'full', 'none', 'none'],
};

export const DEMO_CONVERSATIONS: { title: string; messages: { role: 'user' | 'assistant'; content: string }[] }[] = [
  {
    title: 'Achterstallige huur',
    messages: [
      { role: 'user', content: 'Welke huurders hebben hun huur nog niet volledig betaald?' },
      { role: 'assistant', content: 'Jonas Maes (Lange Koepoortstraat 21, Antwerpen) heeft twee maanden niet betaald en één maand maar gedeeltelijk. Elif Yilmaz (Statiestraat 14, Berchem) betaalde de laatste twee maanden telkens ongeveer de helft. Wil je dat ik een herinnering opstel?' },
      { role: 'user', content: 'Ja, stel een vriendelijke herinnering op voor Jonas.' },
      { role: 'assistant', content: 'Beste Jonas, volgens onze administratie staat er nog huur open voor Lange Koepoortstraat 21. Wil je het openstaande bedrag overschrijven met de gestructureerde mededeling van je huurcontract, of contact opnemen als er iets aan de hand is? Met vriendelijke groeten, Demo Vastgoed' },
    ],
  },
  {
    title: 'Huurindexatie Korenlei 7',
    messages: [
      { role: 'user', content: 'Hoe bereken ik de indexatie van de huur voor Korenlei 7 in Gent?' },
      { role: 'assistant', content: 'In Vlaanderen is de geïndexeerde huur: basishuur × nieuw gezondheidsindexcijfer ÷ aanvangsindexcijfer. Het nieuwe indexcijfer is dat van de maand vóór de verjaardag van de inwerkingtreding van het contract; het aanvangsindexcijfer, voor contracten vanaf 2019, dat van de maand vóór de inwerkingtreding. De indexatie moet schriftelijk gevraagd worden en kan hoogstens voor de drie maanden vóór de maand van die vraag teruggevorderd worden.' },
    ],
  },
];
