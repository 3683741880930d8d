import type { TCreateExpenseRequest } from '@immodesk/contracts/expenses/createExpense.contract';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import type { Services } from '@immodesk/bff/composition';
import type { RequestContext } from '@immodesk/platform/context';

type DemoExpense = Omit<
  TCreateExpenseRequest,
  'propertyId' | 'date' | 'contractorId' | 'documentId' | 'recoverable'
> & {
  recoverable?: boolean;
  propertyKey: string;
  /** Months before the current one (0: this month) and the day of that month. */
  monthsAgo: number;
  day: number;
  contractor?: string;
  document?: string;
};

/** What the landlord paid for the buildings and what they are worth: purchase price, or only an estimate (Koepoort). */
const VALUES: Record<
  string,
  { purchaseDate: string | null; purchasePriceCents: number | null; estimatedValueCents: number }
> = {
  korenlei: { purchaseDate: '2014-05-20', purchasePriceCents: 26_500_000, estimatedValueCents: 34_000_000 },
  koepoort: { purchaseDate: null, purchasePriceCents: null, estimatedValueCents: 24_500_000 },
  turnhoutsebaan: {
    purchaseDate: '2019-11-04',
    purchasePriceCents: 39_500_000,
    estimatedValueCents: 42_000_000,
  },
  berchem: { purchaseDate: '2021-02-15', purchasePriceCents: 16_800_000, estimatedValueCents: 18_500_000 },
  dansaert: { purchaseDate: '2017-06-30', purchasePriceCents: 31_000_000, estimatedValueCents: 36_500_000 },
  horschateau: {
    purchaseDate: '2018-03-12',
    purchasePriceCents: 18_900_000,
    estimatedValueCents: 21_000_000,
  },
};

/** A year and a bit of a Belgian landlord's costs. */
const EXPENSES: DemoExpense[] = [
  // Onroerende voorheffing / précompte immobilier: the yearly assessment, paid in summer.
  {
    propertyKey: 'korenlei',
    category: 'property_tax',
    amountCents: 148_716,
    monthsAgo: 10,
    day: 12,
    description: 'Aanslagbiljet onroerende voorheffing',
  },
  {
    propertyKey: 'gentbrugge',
    category: 'property_tax',
    amountCents: 187_240,
    monthsAgo: 10,
    day: 12,
    description: 'Aanslagbiljet onroerende voorheffing',
  },
  {
    propertyKey: 'turnhoutsebaan',
    category: 'property_tax',
    amountCents: 262_150,
    monthsAgo: 9,
    day: 3,
    description: 'Onroerende voorheffing handelspand',
  },
  {
    propertyKey: 'dansaert',
    category: 'property_tax',
    amountCents: 171_820,
    monthsAgo: 9,
    day: 20,
    description: 'Précompte immobilier / onroerende voorheffing',
  },
  {
    propertyKey: 'horschateau',
    category: 'property_tax',
    amountCents: 96_480,
    monthsAgo: 9,
    day: 25,
    description: 'Précompte immobilier',
  },
  // Syndic: the quarterly provision of the co-ownership; the common charges go on to the tenants.
  ...[0, 3, 6, 9, 12].flatMap((monthsAgo) => [
    {
      propertyKey: 'korenlei',
      category: 'syndic' as const,
      amountCents: 36_000,
      monthsAgo,
      day: 5,
      recoverable: true,
      description: 'Provisie syndicus VME Korenlei (gemeenschappelijke kosten)',
    },
    {
      propertyKey: 'koepoort',
      category: 'syndic' as const,
      amountCents: 42_500,
      monthsAgo,
      day: 5,
      recoverable: true,
      description: 'Provisie syndicus Residentie Koepoort',
    },
    {
      propertyKey: 'dansaert',
      category: 'syndic' as const,
      amountCents: 51_000,
      monthsAgo,
      day: 8,
      recoverable: true,
      description: 'Provision syndic ACP Dansaert 52',
    },
  ]),
  // Brandverzekering / assurance incendie with abandon de recours.
  {
    propertyKey: 'gentbrugge',
    category: 'insurance',
    amountCents: 48_930,
    monthsAgo: 4,
    day: 2,
    description: 'Brandverzekering woning (jaarpremie)',
  },
  {
    propertyKey: 'puitsensock',
    category: 'insurance',
    amountCents: 41_275,
    monthsAgo: 1,
    day: 1,
    document: 'Brandverzekering Rue Puits-en-Sock 65.pdf',
    description: 'Assurance incendie, prime annuelle',
  },
  {
    propertyKey: 'turnhoutsebaan',
    category: 'insurance',
    amountCents: 86_400,
    monthsAgo: 7,
    day: 15,
    description: 'Brandverzekering handelspand',
  },
  // Boiler maintenance (yearly, legally required) and repairs by the demo contractors.
  {
    propertyKey: 'dansaert',
    category: 'maintenance',
    amountCents: 16_940,
    monthsAgo: 2,
    day: 14,
    contractor: 'Chauffage Gilson SRL',
    description: 'Entretien annuel chaudière gaz + attestation',
  },
  {
    propertyKey: 'ixelles',
    category: 'maintenance',
    amountCents: 15_730,
    monthsAgo: 2,
    day: 14,
    contractor: 'Chauffage Gilson SRL',
    description: 'Entretien annuel chaudière gaz',
  },
  {
    propertyKey: 'korenlei',
    category: 'maintenance',
    amountCents: 14_520,
    monthsAgo: 6,
    day: 22,
    contractor: 'Loodgieterij Van Acker',
    description: 'Onderhoud condensatieketel',
  },
  {
    propertyKey: 'gentbrugge',
    category: 'repairs',
    amountCents: 124_800,
    monthsAgo: 5,
    day: 9,
    contractor: 'Dakwerken Mertens',
    description: 'Herstelling dakgoot en leien na storm',
  },
  {
    propertyKey: 'koepoort',
    category: 'repairs',
    amountCents: 38_115,
    monthsAgo: 1,
    day: 17,
    contractor: 'Elektro Wouters BV',
    description: 'Vervanging zekeringkast',
  },
  {
    propertyKey: 'overpoort',
    category: 'utilities',
    amountCents: 8_900,
    monthsAgo: 0,
    day: 3,
    recoverable: true,
    description: 'Voorschot water gemeenschappelijke delen',
  },
  {
    propertyKey: 'horschateau',
    category: 'management_fees',
    amountCents: 23_400,
    monthsAgo: 3,
    day: 30,
    description: 'Honoraires de gestion locative (trimestre)',
  },
  {
    propertyKey: 'gentbrugge',
    category: 'loan_interest',
    amountCents: 41_250,
    monthsAgo: 0,
    day: 1,
    description: 'Intresten hypothecaire lening',
  },
  {
    propertyKey: 'gentbrugge',
    category: 'loan_interest',
    amountCents: 41_580,
    monthsAgo: 1,
    day: 1,
    description: 'Intresten hypothecaire lening',
  },
  {
    propertyKey: 'gentbrugge',
    category: 'loan_interest',
    amountCents: 41_910,
    monthsAgo: 2,
    day: 1,
    description: 'Intresten hypothecaire lening',
  },
];

/** `day` of the month `monthsAgo` before today's, never after today (so nothing is dated in the future). */
function dateOf(today: string, monthsAgo: number, day: number): string {
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - monthsAgo, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)))
    .toISOString()
    .slice(0, 10);
  return date > today ? today : date;
}

/**
 * The demo's expenses (statistics: expenses, fees and provisions, net cash flow) and the purchase prices or
 * estimated values its yields are measured against. Answers how many expenses.
 */
export async function seedDemoExpenses(
  services: Services,
  context: RequestContext,
  ids: { properties: Map<string, string>; contractors: Map<string, string>; documents: Map<string, string> },
): Promise<number> {
  for (const [key, financial] of Object.entries(VALUES)) {
    const idOrUrlCode = ids.properties.get(key);
    if (!idOrUrlCode) continue;
    await services.properties.putPropertyInformation(context, {
      idOrUrlCode,
      information: ZPropertyInformation.parse({ financial }),
    });
  }
  const today = services.clock.today();
  let count = 0;
  for (const { propertyKey, monthsAgo, day, contractor, document, ...expense } of EXPENSES) {
    const propertyId = ids.properties.get(propertyKey);
    if (!propertyId) continue;
    await services.expenses.createExpense(context, {
      ...expense,
      recoverable: expense.recoverable ?? false,
      propertyId,
      date: dateOf(today, monthsAgo, day),
      contractorId: contractor ? (ids.contractors.get(contractor) ?? null) : null,
      documentId: document ? (ids.documents.get(document) ?? null) : null,
    });
    count += 1;
  }
  return count;
}
