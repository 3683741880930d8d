import type { Language } from '@immodesk/platform/domain/language';
import type { ExpenseCategory } from '../../expenses/domain/expense';
import type { ReportPeriodKey } from '../domain/reportPeriod';

/** The words of the statistics PDF in each language (the user's). */
export type ReportLabels = {
  /** Dates and month names; amounts and percentages are always nl-BE. */
  dateLocale: string;
  title: string;
  periods: Record<ReportPeriodKey, string>;
  /** "1 May 2026 – 31 May 2026, counted up to 15 May 2026". */
  span: (from: string, to: string, through: string | null) => string;
  generatedOn: (date: string) => string;
  metricsHeading: string;
  metrics: {
    receivedRent: string;
    receivedCosts: string;
    feesAndProvisions: string;
    expenses: string;
    recoverableExpenses: string;
    netCashFlow: string;
    theoreticalLoss: string;
    unpaid: string;
    vacancy: string;
    grossYield: string;
    actualYield: string;
    valueBase: string;
    occupancyRate: string;
    rentIncreaseOpportunities: (indexable: number, active: number) => string;
  };
  notApplicable: string;
  expensesHeading: string;
  noExpenses: string;
  categories: Record<ExpenseCategory, string>;
  monthlyHeading: string;
  monthColumns: { month: string; income: string; expenses: string; occupancy: string };
};

const NL: ReportLabels = {
  dateLocale: 'nl-BE',
  title: 'Statistieken',
  periods: { current_month: 'Deze maand', last_month: 'Vorige maand', last_3_months: 'Laatste 3 maanden', this_year: 'Dit jaar' },
  span: (from, to, through) => `${from} – ${to}${through ? `, geteld tot en met ${through}` : ''}`,
  generatedOn: (date) => `Opgemaakt op ${date}`,
  metricsHeading: 'Kerncijfers',
  metrics: {
    receivedRent: 'Ontvangen huur',
    receivedCosts: 'Ontvangen kosten (lasten en provisies)',
    feesAndProvisions: 'Vergoedingen en provisies (syndicus, beheer)',
    expenses: 'Uitgaven',
    recoverableExpenses: 'waarvan doorrekenbaar aan huurders',
    netCashFlow: 'Netto kasstroom',
    theoreticalLoss: 'Theoretisch verlies',
    unpaid: 'onbetaalde huur',
    vacancy: 'leegstand',
    grossYield: 'Bruto rendement (op jaarbasis)',
    actualYield: 'Werkelijk rendement (op jaarbasis)',
    valueBase: 'gemeten tegen een waarde van',
    occupancyRate: 'Bezettingsgraad',
    rentIncreaseOpportunities: (indexable, active) => `Indexeerbare contracten (${indexable} van ${active})`,
  },
  notApplicable: 'n.v.t.',
  expensesHeading: 'Uitgaven per categorie',
  noExpenses: 'Geen uitgaven in deze periode.',
  categories: {
    maintenance: 'Onderhoud',
    repairs: 'Herstellingen',
    insurance: 'Verzekeringen',
    property_tax: 'Onroerende voorheffing',
    syndic: 'Syndicus en mede-eigendom',
    utilities: 'Nutsvoorzieningen',
    management_fees: 'Beheerskosten',
    loan_interest: 'Interesten lening',
    other: 'Andere',
  },
  monthlyHeading: 'Per maand',
  monthColumns: { month: 'Maand', income: 'Inkomsten', expenses: 'Uitgaven', occupancy: 'Bezetting' },
};

const FR: ReportLabels = {
  dateLocale: 'fr-BE',
  title: 'Statistiques',
  periods: { current_month: 'Ce mois-ci', last_month: 'Le mois dernier', last_3_months: 'Les 3 derniers mois', this_year: 'Cette année' },
  span: (from, to, through) => `${from} – ${to}${through ? `, compté jusqu’au ${through} inclus` : ''}`,
  generatedOn: (date) => `Établi le ${date}`,
  metricsHeading: 'Chiffres clés',
  metrics: {
    receivedRent: 'Loyers perçus',
    receivedCosts: 'Charges perçues (charges et provisions)',
    feesAndProvisions: 'Frais et provisions (syndic, gestion)',
    expenses: 'Dépenses',
    recoverableExpenses: 'dont récupérables auprès des locataires',
    netCashFlow: 'Flux de trésorerie net',
    theoreticalLoss: 'Perte théorique',
    unpaid: 'loyers impayés',
    vacancy: 'vacance locative',
    grossYield: 'Rendement brut (annualisé)',
    actualYield: 'Rendement réel (annualisé)',
    valueBase: 'mesuré sur une valeur de',
    occupancyRate: 'Taux d’occupation',
    rentIncreaseOpportunities: (indexable, active) => `Contrats indexables (${indexable} sur ${active})`,
  },
  notApplicable: 'n.d.',
  expensesHeading: 'Dépenses par catégorie',
  noExpenses: 'Aucune dépense sur cette période.',
  categories: {
    maintenance: 'Entretien',
    repairs: 'Réparations',
    insurance: 'Assurances',
    property_tax: 'Précompte immobilier',
    syndic: 'Syndic et copropriété',
    utilities: 'Services d’utilité publique',
    management_fees: 'Frais de gestion',
    loan_interest: 'Intérêts d’emprunt',
    other: 'Autres',
  },
  monthlyHeading: 'Par mois',
  monthColumns: { month: 'Mois', income: 'Revenus', expenses: 'Dépenses', occupancy: 'Occupation' },
};

const EN: ReportLabels = {
  dateLocale: 'en-GB',
  title: 'Statistics',
  periods: { current_month: 'This month', last_month: 'Last month', last_3_months: 'Last 3 months', this_year: 'This year' },
  span: (from, to, through) => `${from} – ${to}${through ? `, counted up to and including ${through}` : ''}`,
  generatedOn: (date) => `Generated on ${date}`,
  metricsHeading: 'Key figures',
  metrics: {
    receivedRent: 'Rent received',
    receivedCosts: 'Costs received (charges and provisions)',
    feesAndProvisions: 'Fees and provisions (syndic, management)',
    expenses: 'Expenses',
    recoverableExpenses: 'of which recoverable from tenants',
    netCashFlow: 'Net cash flow',
    theoreticalLoss: 'Theoretical loss',
    unpaid: 'unpaid rent',
    vacancy: 'vacancy',
    grossYield: 'Gross yield (annualised)',
    actualYield: 'Actual yield (annualised)',
    valueBase: 'measured against a value of',
    occupancyRate: 'Occupancy rate',
    rentIncreaseOpportunities: (indexable, active) => `Contracts that can be indexed (${indexable} of ${active})`,
  },
  notApplicable: 'n/a',
  expensesHeading: 'Expenses by category',
  noExpenses: 'No expenses in this period.',
  categories: {
    maintenance: 'Maintenance',
    repairs: 'Repairs',
    insurance: 'Insurance',
    property_tax: 'Property tax (onroerende voorheffing)',
    syndic: 'Syndic and co-ownership',
    utilities: 'Utilities',
    management_fees: 'Management fees',
    loan_interest: 'Loan interest',
    other: 'Other',
  },
  monthlyHeading: 'Per month',
  monthColumns: { month: 'Month', income: 'Income', expenses: 'Expenses', occupancy: 'Occupancy' },
};

export const REPORT_LABELS: Record<Language, ReportLabels> = { nl: NL, fr: FR, en: EN };
