/** A month a transfer's free text names: `year` null when the text names the month alone ("huur november"). */
export type NamedPeriod = { year: number | null; month: number };

/**
 * Month names and their usual short forms in Dutch, French and English, accents removed (the text is compared
 * without them). Words that are also common in other senses ("may", "mar" alone in Dutch texts) still count: a
 * period named wrongly only ranks candidates differently or sends the line to the landlord, never books elsewhere.
 */
const MONTHS: Record<string, number> = Object.fromEntries(
  (
    [
      [1, ['januari', 'janvier', 'january', 'jan', 'janv']],
      [2, ['februari', 'fevrier', 'february', 'feb', 'febr', 'fevr', 'fev']],
      [3, ['maart', 'mars', 'march', 'mrt', 'mar']],
      [4, ['april', 'avril', 'apr', 'avr']],
      [5, ['mei', 'mai', 'may']],
      [6, ['juni', 'juin', 'june', 'jun']],
      [7, ['juli', 'juillet', 'july', 'jul', 'juil']],
      [8, ['augustus', 'aout', 'august', 'aug']],
      [9, ['september', 'septembre', 'sep', 'sept']],
      [10, ['oktober', 'octobre', 'october', 'okt', 'oct']],
      [11, ['november', 'novembre', 'nov']],
      [12, ['december', 'decembre', 'dec']],
    ] as const
  ).flatMap(([month, names]) => names.map((name) => [name, month])),
);

const NUMERIC = [
  // 11/2026, 11-2026, 11.2026, 1/2026
  { pattern: /(?<!\d)(\d{1,2})[/.-](20\d{2})(?!\d)/g, month: 1, year: 2 },
  // 2026-11, 2026/11
  { pattern: /(?<!\d)(20\d{2})[/.-](\d{1,2})(?![\d/.-])/g, month: 2, year: 1 },
];

/** The months named in a transfer's free communication: by name in nl/fr/en, or as 11/2026 or 2026-11. */
export function namedPeriods(text: string | null): NamedPeriod[] {
  if (!text) return [];
  const plain = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const found: NamedPeriod[] = [];
  for (const { pattern, month, year } of NUMERIC) {
    for (const match of plain.matchAll(pattern)) {
      const monthNumber = Number(match[month]);
      if (monthNumber >= 1 && monthNumber <= 12)
        found.push({ month: monthNumber, year: Number(match[year]) });
    }
  }
  const words = plain.split(/[^a-z0-9]+/).filter(Boolean);
  const years = [...new Set(words.filter((word) => /^20\d{2}$/.test(word)))];
  // A year written once next to month names applies to them ("loyer novembre 2026").
  const year = years.length === 1 ? Number(years[0]) : null;
  for (const word of words) {
    const month = MONTHS[word];
    if (month) found.push({ month, year });
  }
  return found;
}

/** Whether a due item's period (`YYYY-MM`) is one of the months named. */
export function isNamedPeriod(period: string, named: readonly NamedPeriod[]): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return false;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return named.some((name) => name.month === month && (name.year === null || name.year === year));
}
