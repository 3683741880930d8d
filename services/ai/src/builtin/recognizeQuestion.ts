import type { Language } from '@immodesk/platform/domain/language';
import type { DateRange } from '../pilot/pilotTools';
import { periodRange, type PeriodName } from './periods';

export type Intent =
  | 'overdue_payments'
  | 'rent_received'
  | 'upcoming_payments'
  | 'expiring_contracts'
  | 'upcoming_tasks'
  | 'search_contracts'
  | 'search_tenants'
  | 'search_properties'
  | 'draft_tenant_message'
  | 'propose_task'
  | 'indexation_preview'
  | 'period_statistics';

export type RecognizedQuestion = {
  intent: Intent;
  /** The language the question is written in (the answer's language). */
  language: Language;
  period: (DateRange & { name: PeriodName }) | null;
  /** A name, a place or a title the question mentions. */
  text: string | null;
  minRentCents: number | null;
  maxRentCents: number | null;
  occupancy: 'available' | 'rented' | null;
  isReminder: boolean;
};

type Rule = { intent: Intent; patterns: Partial<Record<Language, RegExp>> };

/** In order: the more specific questions first ("which tenants are late" is not "list the tenants"). */
const RULES: Rule[] = [
  {
    intent: 'propose_task',
    patterns: {
      nl: /\b(maak|voeg|plan|creeer|zet)\b.*\btaak\b/,
      en: /\b(create|add|make|schedule|plan)\b.*\btask\b/,
      fr: /\b(cree|creer|ajoute|ajouter|planifie|planifier)\b.*\btache\b/,
    },
  },
  {
    intent: 'draft_tenant_message',
    patterns: {
      nl: /\b(schrijf|stel|maak|ontwerp)\b.*(bericht|herinnering|mail|brief)/,
      en: /\b(draft|write|compose|prepare)\b.*(message|reminder|mail|letter)/,
      fr: /\b(redige|rediger|ecris|ecrire|prepare|preparer)\b.*(message|rappel|mail|courrier|lettre)/,
    },
  },
  {
    intent: 'indexation_preview',
    patterns: {
      nl: /indexa|indexe(er|ren)|geindexeerd/,
      en: /\bindex(ation|ing|ed)?\b/,
      fr: /indexa|indexer|indexe\b/,
    },
  },
  {
    intent: 'period_statistics',
    patterns: {
      nl: /statistiek|cashflow|kasstroom|rendement|bezetting|leegstandsverlies|uitgaven|kosten en (inkomsten|opbrengsten)|winst/,
      en: /statistic|cash ?flow|\byields?\b|occupancy|expenses|profit|vacancy loss/,
      fr: /statistique|flux de tresorerie|cash-?flow|rendement|taux d'occupation|depenses|benefice/,
    },
  },
  {
    intent: 'overdue_payments',
    patterns: {
      nl: /achter (met|op|zijn met) (betalen|betaling|de huur|huur)|achterstal|achterstand|wanbetal|niet (op tijd )?betaald|te laat (met )?(betal|de huur)|openstaande huur|achterstallig/,
      en: /overdue|behind (on|with)|arrears|late (with|on|payers|payments?)|(haven'?t|have not|didn'?t|did not) paid|unpaid/,
      fr: /en retard|impaye|arriere|(n'?ont|n'?a) pas (encore )?paye|retard de paiement/,
    },
  },
  {
    intent: 'rent_received',
    patterns: {
      nl: /\b(ontvangen|ontving|binnengekomen|geind|gekregen|ingevorderd)\b/,
      en: /\b(received|receive|collected|come in|came in|earned)\b/,
      fr: /\b(recu|recus|percu|percus|encaisse|encaisses|touche)\b/,
    },
  },
  {
    intent: 'upcoming_payments',
    patterns: {
      nl: /(komende|verwachte|volgende|te ontvangen) (huur)?(betalingen|huren|huur)|(betaling|huur)\w* .*verwacht|verwacht.*(betaling|huur)/,
      en: /(upcoming|expected|next|due) (rent|payments?)|payments? .*(due|expect\w*|coming)|expect.*(payments?|rent)/,
      fr: /(paiements?|loyers?) .*(a venir|attendu\w*|prevu\w*)|prochains? (paiements?|loyers?)|attend.*(paiements?|loyers?)/,
    },
  },
  {
    intent: 'expiring_contracts',
    patterns: {
      nl: /(contract|huurovereenkomst|huurcontract|overeenkomst)\w*\b.*(\b(verlo?pen|aflopen|loopt af|lopen af|eindig\w*|vervall?\w*)|\b(lopen|loopt)\b.*\baf\b)|aflopende|vervallende/,
      en: /(contracts?|leases?|agreements?)\b.*\b(expire\w*|end\w*|run out|running out|terminat\w*)|expiring/,
      fr: /(contrats?|baux|bail)\b.*\b(expir\w*|termin\w*|prennent fin|prend fin|finissent|arrivent a echeance)/,
    },
  },
  {
    intent: 'upcoming_tasks',
    patterns: { nl: /\btaken\b|\btaak\b|\bto-?do/, en: /\btasks?\b|\bto-?dos?\b/, fr: /\btaches?\b/ },
  },
  {
    intent: 'search_contracts',
    patterns: {
      nl: /contract|huurovereenkomst/,
      en: /contracts?|leases?/,
      fr: /contrats?|\bbaux\b|\bbail\b/,
    },
  },
  { intent: 'search_tenants', patterns: { nl: /\bhuurders?\b/, en: /\btenants?\b/, fr: /\blocataires?\b/ } },
  {
    intent: 'search_properties',
    patterns: {
      nl: /\b(panden|pand|eigendommen|woningen|woning|appartementen|huizen|studio'?s)\b/,
      en: /\b(propert(y|ies)|buildings?|apartments?|houses?|flats?|studios?)\b/,
      fr: /\b(biens?|proprietes?|logements?|appartements?|maisons?|studios?)\b/,
    },
  },
];

const PERIODS: { name: PeriodName; pattern: RegExp }[] = [
  {
    name: 'last_3_months',
    pattern:
      /(laatste|afgelopen|voorbije) (3|drie) maanden|last (3|three) months|past (3|three) months|(3|trois) derniers mois/,
  },
  {
    name: 'last_month',
    pattern:
      /vorige maand|afgelopen maand|last month|previous month|past month|mois dernier|mois passe|mois precedent/,
  },
  { name: 'this_month', pattern: /deze maand|this month|ce mois/ },
  { name: 'next_month', pattern: /volgende maand|komende maand|next month|mois prochain/ },
  {
    name: 'last_year',
    pattern: /vorig jaar|afgelopen jaar|last year|previous year|annee derniere|annee passee/,
  },
  { name: 'next_year', pattern: /volgend jaar|komend jaar|next year|annee prochaine/ },
  { name: 'this_year', pattern: /dit jaar|this year|cette annee|in \d{4}|en \d{4}/ },
];

const LANGUAGE_HINTS: Record<Language, RegExp> = {
  nl: /\b(welke|hoeveel|wie|wat|ik|mijn|zijn|met|van|de|het|een|deze|vorige|maak|schrijf)\b/g,
  en: /\b(which|how|who|what|i|my|are|with|of|the|a|this|last|create|draft|did)\b/g,
  fr: /\b(quels?|quelles?|combien|qui|que|je|mes|mon|ai|sont|avec|de|le|la|les|un|une|ce|dernier|cree|redige)\b/g,
};

/** Lower case, without accents and with plain quotes: "Combien de loyer ai-je reçu" → "combien de loyer ai-je recu". */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function detectLanguage(normalized: string, fallback: Language): Language {
  const scores = (Object.keys(LANGUAGE_HINTS) as Language[]).map((language) => ({
    language,
    score: normalized.match(LANGUAGE_HINTS[language])?.length ?? 0,
  }));
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
  return best.score > 0 && scores.filter((s) => s.score === best.score).length === 1
    ? best.language
    : fallback;
}

/** An amount in euro as the question writes it ("1.200", "1200,50", "€ 900", "900 euro") → cents. */
function amountCents(raw: string): number {
  const compact = raw.replace(/\s/g, '');
  const decimal = /[.,]\d{1,2}$/.test(compact) ? compact.slice(-3).replace(/^[.,]/, '').length : 0;
  const digits = compact.replace(/[.,]/g, '');
  const value = Number(digits);
  return decimal === 0 ? value * 100 : Math.round((value / 10 ** decimal) * 100);
}

const AMOUNT = String.raw`(?:€\s*)?(\d[\d.,\s]*\d|\d)\s*(?:€|euro|eur)?`;
const ABOVE = new RegExp(
  String.raw`(?:meer dan|boven|vanaf|minstens|above|over|more than|at least|from|plus de|au-dessus de|au moins|superieur a)\s+${AMOUNT}`,
);
const BELOW = new RegExp(
  String.raw`(?:minder dan|onder|hoogstens|maximaal|below|under|less than|at most|moins de|en dessous de|au plus|inferieur a)\s+${AMOUNT}`,
);

/**
 * What follows the last marker word, up to a question mark: a name, a place or a title, in the question's own
 * spelling (the normalized text has the same length as the question with its spaces collapsed).
 */
function textAfterLast(normalized: string, question: string, marker: RegExp | undefined): string | null {
  if (!marker) return null;
  let end = -1;
  for (const match of normalized.matchAll(new RegExp(marker.source, 'g')))
    end = match.index + match[0].length;
  if (end < 0) return null;
  const tail = question
    .replace(/\s+/g, ' ')
    .trim()
    .slice(end)
    .replace(/[?!.]+\s*$/, '')
    .trim();
  return tail.length > 0 ? tail.slice(0, 200) : null;
}

const NAME_MARKERS: Partial<Record<Intent, RegExp>> = {
  draft_tenant_message: /\b(aan|voor|naar|to|for|a|pour)\s+(huurder|tenant|locataire)?\s*/,
  propose_task: /\b(taak|task|tache)\b\s*(:|om|to|pour|voor|-)?\s*/,
  search_properties: /\b(in|te|at|a)\s+(?=[a-z0-9])/,
  search_tenants: /\b(genaamd|named|called|nomme|qui s'appellent?)\s+/,
  indexation_preview:
    /\b(van|voor|for|of|on|de|du|pour)\s+(het |le |la |the )?(contract|huurcontract|lease|contrat|bail|pand|bien|property)?\s*/,
};

/** A place or a name in a search: the words written with a capital or a postal code ("in Gent staan", not "in a list"). */
function properNoun(intent: Intent, text: string | null): string | null {
  if (intent !== 'search_properties' && intent !== 'search_tenants' && intent !== 'indexation_preview')
    return text;
  return text ? (/^[\p{Lu}\d][\p{L}\d'-]*(\s+[\p{Lu}\d][\p{L}\d'-]*)*/u.exec(text)?.[0] ?? null) : null;
}

/** The built-in provider's understanding of a question: which supported question it is, and its entities; null if none. */
export function recognizeQuestion(
  question: string,
  today: string,
  fallbackLanguage: Language,
): RecognizedQuestion | null {
  const normalized = normalizeQuestion(question);
  for (const rule of RULES) {
    const matched = (Object.keys(rule.patterns) as Language[]).filter((language) =>
      rule.patterns[language]!.test(normalized),
    );
    if (matched.length === 0) continue;
    // Words like "contract" or "studio" read the same in two languages: then the user's language decides a tie.
    const language = detectLanguage(
      normalized,
      matched.includes(fallbackLanguage) ? fallbackLanguage : matched[0]!,
    );
    const periodRule = PERIODS.find((period) => period.pattern.test(normalized));
    const yearMatch = /\b(?:in|en) (\d{4})\b/.exec(normalized);
    const period = periodRule
      ? {
          name: periodRule.name,
          ...periodRange(periodRule.name, today, yearMatch ? Number(yearMatch[1]) : undefined),
        }
      : null;
    const above = ABOVE.exec(normalized);
    const below = BELOW.exec(normalized);
    return {
      intent: rule.intent,
      language,
      period,
      text: properNoun(rule.intent, textAfterLast(normalized, question, NAME_MARKERS[rule.intent])),
      minRentCents: above ? amountCents(above[1]!) : null,
      maxRentCents: below ? amountCents(below[1]!) : null,
      occupancy:
        /\b(leeg|leegstaand|beschikbaar|vrij|vacant|available|empty|libres?|disponibles?|vides?)\b/.test(
          normalized,
        )
          ? 'available'
          : /\b(verhuurd|rented|let|loues?)\b/.test(normalized)
            ? 'rented'
            : null,
      isReminder: /herinnering|reminder|rappel|achterstal|overdue|retard/.test(normalized),
    };
  }
  return null;
}
