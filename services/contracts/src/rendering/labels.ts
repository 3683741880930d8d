import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };
import type { ChargesKind, ContractType, DepositType, PaymentFrequency, Region } from '../domain/contract';

/** The words a rendered lease needs in each language (the contract renders in the first tenant's language). */
export type RenderLabels = {
  locale: string;
  contractTypes: Record<ContractType, string>;
  regions: Record<Region, string>;
  paymentFrequencies: Record<PaymentFrequency, string>;
  chargesKinds: Record<ChargesKind, string>;
  depositTypes: Record<DepositType, string>;
  noGuarantor: string;
  /** A value not filled in yet, to be written in by hand on a draft printed for paper signing. */
  blank: string;
  identity: {
    box: string;
    born: string;
    nationalRegisterNumber: string;
    domicile: string;
    enterpriseNumber: string;
    registeredOffice: string;
    representedBy: string;
    email: string;
  };
  noEpc: string;
  months: (count: number) => string;
  /** rental-law.md §4. */
  registrationDuty: (months: number, residential: boolean) => string;
  /** rental-law.md §6 and §5: what each region requires next to the lease. */
  mandatoryAnnexes: Record<Region, string[]>;
  signatures: { landlord: string; tenant: string; guarantor: string; heading: string };
  reference: string;
};

type LeaseLocale = (typeof nl)['lease'];

function renderLabels(locale: LeaseLocale): RenderLabels {
  return {
    ...locale,
    months: (count) => interpolate(locale.months, { count }),
    registrationDuty: (months, residential) =>
      interpolate(residential ? locale.registrationDuty.residential : locale.registrationDuty.other, {
        months,
      }),
  };
}

/** The lease's words per language (locales/*.json, `lease`); counts are `{{count}}`/`{{months}}` parameters. */
export const RENDER_LABELS: Record<Language, RenderLabels> = {
  nl: renderLabels(nl.lease),
  fr: renderLabels(fr.lease),
  en: renderLabels(en.lease),
};

/** A calendar date written out in a language ("16 maart 2026", "16 mars 2026", "16 March 2026"). */
export function formatLongDate(language: Language, date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(RENDER_LABELS[language].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
