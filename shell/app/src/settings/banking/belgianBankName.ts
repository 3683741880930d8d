/**
 * The bank behind a Belgian IBAN, from its 3-digit bank identification code (the first three digits of the
 * account number), as the National Bank of Belgium assigns them. Only the main retail banks are listed: a code
 * not in this table prefills nothing, and the landlord types the name.
 */
const BELGIAN_BANK_CODES: ReadonlyArray<
  readonly [bank: string, ranges: ReadonlyArray<readonly [from: number, to: number]>]
> = [
  [
    'BNP Paribas Fortis',
    [
      [1, 49],
      [137, 137],
      [140, 149],
      [200, 214],
      [220, 298],
    ],
  ],
  [
    'Belfius',
    [
      [50, 99],
      [550, 560],
      [562, 569],
      [624, 625],
      [638, 638],
      [657, 657],
      [672, 672],
      [680, 680],
      [682, 683],
      [775, 799],
      [830, 839],
    ],
  ],
  [
    'ING',
    [
      [300, 399],
      [630, 631],
      [652, 652],
      [673, 673],
      [828, 828],
      [880, 881],
      [883, 884],
      [887, 888],
      [910, 910],
      [920, 920],
      [922, 923],
      [929, 931],
      [934, 934],
      [936, 936],
      [939, 939],
      [961, 961],
      [971, 971],
      [976, 976],
    ],
  ],
  [
    'KBC',
    [
      [400, 499],
      [725, 727],
      [730, 731],
      [733, 741],
      [743, 749],
      [868, 868],
    ],
  ],
  [
    'CBC',
    [
      [190, 199],
      [728, 729],
      [732, 732],
      [742, 742],
    ],
  ],
  [
    'Argenta',
    [
      [973, 973],
      [978, 980],
    ],
  ],
  [
    'Crelan',
    [
      [103, 108],
      [850, 853],
      [859, 860],
      [862, 863],
      [865, 866],
    ],
  ],
  [
    'Beobank',
    [
      [109, 110],
      [113, 114],
      [119, 124],
      [127, 127],
      [129, 129],
      [131, 131],
      [133, 134],
      [595, 601],
      [950, 959],
    ],
  ],
  ['Triodos', [[523, 523]]],
  ['Keytrade Bank', [[651, 651]]],
  ['vdk bank', [[890, 899]]],
  [
    'Nagelmackers',
    [
      [132, 132],
      [634, 636],
      [646, 647],
      [871, 871],
      [877, 879],
    ],
  ],
];

/** The bank of a Belgian IBAN (spaces and case ignored), or null for another country or an unlisted code. */
export function belgianBankName(iban: string): string | null {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const match = /^BE\d{2}(\d{3})\d{9}$/.exec(compact);
  if (!match) return null;
  const code = Number(match[1]);
  const found = BELGIAN_BANK_CODES.find(([, ranges]) =>
    ranges.some(([from, to]) => code >= from && code <= to),
  );
  return found ? found[0] : null;
}
