import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import nl from '../../../locales/nl.json' with { type: 'json' };
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

type ReportLocale = (typeof nl)['statisticsReport'];

function reportLabels({ spanThrough, ...locale }: ReportLocale): ReportLabels {
  return {
    ...locale,
    span: (from, to, through) =>
      through ? interpolate(spanThrough, { from, to, through }) : interpolate(locale.span, { from, to }),
    generatedOn: (date) => interpolate(locale.generatedOn, { date }),
    metrics: {
      ...locale.metrics,
      rentIncreaseOpportunities: (indexable, active) =>
        interpolate(locale.metrics.rentIncreaseOpportunities, { indexable, active }),
    },
  };
}

/** The report's words per language (locales/*.json, `statisticsReport`); counts and dates are `{{name}}` parameters. */
export const REPORT_LABELS: Record<Language, ReportLabels> = {
  nl: reportLabels(nl.statisticsReport),
  fr: reportLabels(fr.statisticsReport),
  en: reportLabels(en.statisticsReport),
};
