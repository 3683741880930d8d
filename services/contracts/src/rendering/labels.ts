import type { Language } from '@immodesk/platform/domain/language';
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
  notStated: string;
  noEpc: string;
  months: (count: number) => string;
  /** rental-law.md §4. */
  registrationDuty: (months: number, residential: boolean) => string;
  /** rental-law.md §6 and §5: what each region requires next to the lease. */
  mandatoryAnnexes: Record<Region, string[]>;
  signatures: { landlord: string; tenant: string; guarantor: string; heading: string };
  reference: string;
};

const NL: RenderLabels = {
  locale: 'nl-BE',
  contractTypes: {
    main_residence: 'Woninghuurovereenkomst voor hoofdverblijfplaats',
    common_law: 'Huurovereenkomst van gemeen recht',
    commercial_lease: 'Handelshuurovereenkomst',
    student_housing: 'Huurovereenkomst voor studentenhuisvesting',
  },
  regions: { flanders: 'Vlaams Gewest', brussels: 'Brussels Hoofdstedelijk Gewest', wallonia: 'Waals Gewest' },
  paymentFrequencies: { monthly: 'maandelijks', bimonthly: 'tweemaandelijks', quarterly: 'per kwartaal', half_yearly: 'per halfjaar', yearly: 'jaarlijks' },
  chargesKinds: { provision: 'provisie, jaarlijks af te rekenen op basis van de werkelijke kosten', fixed: 'forfait, zonder afrekening' },
  depositTypes: {
    bank_transfer: 'overschrijving',
    blocked_account: 'geblokkeerde individuele rekening op naam van de huurder',
    other: 'bankwaarborg of andere vorm',
    none: 'geen huurwaarborg',
  },
  noGuarantor: 'geen',
  notStated: 'niet vermeld',
  noEpc: 'geen energieprestatiecertificaat',
  months: (count) => `${count} maanden`,
  registrationDuty: (months, residential) =>
    residential
      ? `De verhuurder laat deze overeenkomst binnen ${months} maanden na ondertekening kosteloos registreren (MyRent of het kantoor Rechtszekerheid).`
      : `Deze overeenkomst wordt binnen ${months} maanden na ondertekening geregistreerd door de verhuurder of de huurder; de registratie is niet kosteloos.`,
  mandatoryAnnexes: {
    flanders: [
      'De vulgariserende toelichting bij de Vlaamse woninghuurregelgeving (woninghuur.vlaanderen)',
      'Het energieprestatiecertificaat (EPC)',
      'De omstandige plaatsbeschrijving bij intrede',
    ],
    brussels: [
      'De verklarende bijlage van de Brusselse Regering bij de huurovereenkomst (ondertekend met de overeenkomst)',
      'Het EPB-certificaat',
      'De omstandige plaatsbeschrijving bij intrede',
    ],
    wallonia: [
      'De verklarende bijlage (annexe explicative) van de Waalse Regering',
      'Het PEB-certificaat, vóór ondertekening aan de huurder overhandigd',
      'De omstandige plaatsbeschrijving bij intrede en bij vertrek',
    ],
  },
  signatures: { heading: 'Handtekeningen', landlord: 'De verhuurder', tenant: 'De huurder', guarantor: 'De borg' },
  reference: 'Gestructureerde mededeling',
};

const FR: RenderLabels = {
  locale: 'fr-BE',
  contractTypes: {
    main_residence: 'Bail de résidence principale',
    common_law: 'Bail de droit commun',
    commercial_lease: 'Bail commercial',
    student_housing: "Bail de logement d'étudiant",
  },
  regions: { flanders: 'Région flamande', brussels: 'Région de Bruxelles-Capitale', wallonia: 'Région wallonne' },
  paymentFrequencies: { monthly: 'mensuellement', bimonthly: 'tous les deux mois', quarterly: 'trimestriellement', half_yearly: 'semestriellement', yearly: 'annuellement' },
  chargesKinds: { provision: 'provision, régularisée chaque année sur la base des frais réels', fixed: 'forfait, sans décompte' },
  depositTypes: {
    bank_transfer: 'virement',
    blocked_account: 'compte individualisé bloqué au nom du preneur',
    other: 'garantie bancaire ou autre forme',
    none: 'pas de garantie locative',
  },
  noGuarantor: 'aucune',
  notStated: 'non mentionné',
  noEpc: 'pas de certificat PEB',
  months: (count) => `${count} mois`,
  registrationDuty: (months, residential) =>
    residential
      ? `Le bailleur fait enregistrer gratuitement le présent bail dans les ${months} mois de sa signature (MyRent ou bureau Sécurité juridique).`
      : `Le présent bail est enregistré dans les ${months} mois de sa signature par le bailleur ou le preneur ; l'enregistrement n'est pas gratuit.`,
  mandatoryAnnexes: {
    flanders: [
      'La note explicative de la réglementation flamande sur la location (woninghuur.vlaanderen)',
      "Le certificat de performance énergétique (EPC)",
      "L'état des lieux d'entrée détaillé",
    ],
    brussels: [
      "L'annexe explicative du Gouvernement bruxellois (signée avec le bail)",
      'Le certificat PEB',
      "L'état des lieux d'entrée détaillé",
    ],
    wallonia: [
      "L'annexe explicative du Gouvernement wallon",
      'Le certificat PEB, remis au preneur avant la signature',
      "L'état des lieux d'entrée et de sortie détaillé",
    ],
  },
  signatures: { heading: 'Signatures', landlord: 'Le bailleur', tenant: 'Le preneur', guarantor: 'La caution' },
  reference: 'Communication structurée',
};

const EN: RenderLabels = {
  locale: 'en-BE',
  contractTypes: {
    main_residence: 'Main residence lease',
    common_law: 'Common-law lease',
    commercial_lease: 'Commercial lease',
    student_housing: 'Student housing lease',
  },
  regions: { flanders: 'Flemish Region', brussels: 'Brussels-Capital Region', wallonia: 'Walloon Region' },
  paymentFrequencies: { monthly: 'monthly', bimonthly: 'every two months', quarterly: 'quarterly', half_yearly: 'every six months', yearly: 'yearly' },
  chargesKinds: { provision: 'an advance, settled every year against the actual costs', fixed: 'a fixed amount, not settled' },
  depositTypes: {
    bank_transfer: 'bank transfer',
    blocked_account: "blocked individual account in the tenant's name",
    other: 'bank guarantee or another form',
    none: 'no rental deposit',
  },
  noGuarantor: 'none',
  notStated: 'not stated',
  noEpc: 'no energy performance certificate',
  months: (count) => `${count} months`,
  registrationDuty: (months, residential) =>
    residential
      ? `The landlord registers this lease free of charge within ${months} months of signing (MyRent or the Legal Certainty office).`
      : `This lease is registered within ${months} months of signing by the landlord or the tenant; registration is not free of charge.`,
  mandatoryAnnexes: {
    flanders: [
      'The explanatory note on the Flemish residential lease rules (woninghuur.vlaanderen)',
      'The energy performance certificate (EPC)',
      'The detailed check-in inventory (plaatsbeschrijving)',
    ],
    brussels: [
      "The Brussels Government's explanatory annex (signed with the lease)",
      'The EPB certificate',
      'The detailed check-in inventory (état des lieux)',
    ],
    wallonia: [
      "The Walloon Government's explanatory annex",
      'The PEB certificate, handed to the tenant before signing',
      'The detailed check-in and check-out inventory (état des lieux)',
    ],
  },
  signatures: { heading: 'Signatures', landlord: 'The landlord', tenant: 'The tenant', guarantor: 'The guarantor' },
  reference: 'Structured communication',
};

export const RENDER_LABELS: Record<Language, RenderLabels> = { nl: NL, fr: FR, en: EN };

/** A calendar date written out in a language ("16 maart 2026", "16 mars 2026", "16 March 2026"). */
export function formatLongDate(language: Language, date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(RENDER_LABELS[language].locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
