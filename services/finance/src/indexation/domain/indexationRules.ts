import type { IndexationRule } from '@immodesk/contracts/vocabulary/indexationRules';
import { AppError } from '@immodesk/platform/errors';
import type { HealthIndexLookup, HealthIndexPoints } from './healthIndex';
import { indexMissing, inOneBase, type HealthIndexBase } from './healthIndexBases';
import { anniversaryIn, latestAnniversary, monthOf, monthsFrom, shiftMonth, yearBefore } from './yearMonth';

export type IndexationRegion = 'flanders' | 'brussels' | 'wallonia';
export type LeaseKind = 'main_residence' | 'common_law' | 'commercial_lease' | 'student_housing';
export type EpcLabel = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export type IndexedLease = {
  region: IndexationRegion;
  type: LeaseKind;
  signedOn: string;
  startsOn: string;
  /** The rent written in the lease: the formula always starts from it, never from a previously indexed rent. */
  baseRentCents: number;
  /** The start-index month the lease states (`YYYY-MM`), if it does: a lease entered after its signing keeps its own. */
  indexBaseMonth?: string | null;
};

/**
 * An indexation of the lease's history: a computed one by the anniversary it was for, a recorded one (a past rent
 * revision of a paper lease) by the day its rent applied from, which may fall anywhere in its lease year.
 */
export type PastIndexation = { anniversaryDate: string; newRentCents: number };

export type IndexationRequest = {
  lease: IndexedLease;
  epcLabel: EpcLabel | null;
  /** The day of the landlord's written request: the indexation is for the last anniversary on or before it. */
  requestDate: string;
  history: PastIndexation[];
  /** The health index in every base known; the calculation takes all its indices from one of them. */
  index: HealthIndexBase[];
};

/** The calculation within one base. */
type OneBaseRequest = Omit<IndexationRequest, 'index'> & { index: HealthIndexLookup };

/** The index ratio of the 2022–2023 correction: the freeze-year anniversary's index against the one a year before. */
export type FreezeCorrection = {
  freezeAnniversary: string;
  priorMonth: string;
  priorIndex: HealthIndexPoints;
  freezeMonth: string;
  freezeIndex: HealthIndexPoints;
};

export type IndexationResult = {
  requestDate: string;
  anniversaryDate: string;
  region: IndexationRegion;
  rule: IndexationRule;
  epcLabel: EpcLabel | null;
  baseRentCents: number;
  /** The rent in force before this indexation (the lease rent or the last indexed rent). */
  oldRentCents: number;
  newRentCents: number;
  increaseCents: number;
  baseIndexMonth: string;
  baseIndex: HealthIndexPoints;
  newIndexMonth: string;
  newIndex: HealthIndexPoints;
  /** The base both indices (and the correction's) come from: 2013 for 2013 = 100. */
  indexBase: number;
  correction: FreezeCorrection | null;
  /** The first day the new rent is owed going forward: the anniversary, or the first day of the request month if later. */
  newRentFrom: string;
  /** Months before the request month whose rent may still be claimed at the new rent (at most 3). */
  retroactiveMonths: number;
  retroactiveFromMonth: string | null;
  retroactiveAmountCents: number;
};

/** Anniversaries inside these windows fell under the 2022–2023 energy-label limits (rental-law.md §1a). */
const FREEZE_WINDOWS: Record<IndexationRegion, { from: string; to: string }> = {
  flanders: { from: '2022-10-01', to: '2023-09-30' },
  brussels: { from: '2022-10-14', to: '2023-10-13' },
  wallonia: { from: '2022-11-01', to: '2023-10-31' },
};

export const RETROACTIVE_MONTHS_MAX = 3;

type Fraction = { numerator: bigint; denominator: bigint };

/** Rounds a non-negative fraction half-up to a whole number of cents. */
function roundHalfUp({ numerator, denominator }: Fraction): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function startIndexMonth(lease: IndexedLease): string {
  if (lease.indexBaseMonth) return lease.indexBaseMonth;
  // VWHD art. 34: Flemish housing leases concluded from 2019 take the month before entry into force; the others
  // (Brussels, Wallonia, older Flemish leases and commercial leases under art. 1728bis) the month before signing.
  const reference = isUnderFlemishHousingDecree(lease) ? lease.startsOn : lease.signedOn;
  return shiftMonth(monthOf(reference), -1);
}

function isUnderFlemishHousingDecree(lease: IndexedLease): boolean {
  return lease.region === 'flanders' && lease.type !== 'commercial_lease' && lease.signedOn >= '2019-01-01';
}

function standardRule(lease: IndexedLease): IndexationRule {
  if (lease.type === 'commercial_lease') return 'commercial_standard';
  if (lease.region === 'flanders')
    return lease.signedOn >= '2019-01-01' ? 'flanders_standard' : 'flanders_federal';
  return lease.region === 'brussels' ? 'brussels_standard' : 'wallonia_standard';
}

/** Flanders limited main-residence and (since the Constitutional Court's ruling of 21 March 2024) student leases; no region limited commercial leases. */
function fellUnderFreeze(lease: IndexedLease): boolean {
  if (lease.type === 'commercial_lease') return false;
  return lease.region !== 'flanders' || lease.type === 'main_residence' || lease.type === 'student_housing';
}

function isWithin(date: string, window: { from: string; to: string }): boolean {
  return date >= window.from && date <= window.to;
}

/** The lease's anniversary inside its region's freeze window, if it had one. */
function freezeAnniversary(lease: IndexedLease): string | null {
  const window = FREEZE_WINDOWS[lease.region];
  const first = anniversaryIn(lease.startsOn, Number(lease.startsOn.slice(0, 4)) + 1);
  for (const year of [2022, 2023]) {
    const anniversary = anniversaryIn(lease.startsOn, year);
    if (anniversary >= first && isWithin(anniversary, window)) return anniversary;
  }
  return null;
}

function indexOf(index: HealthIndexLookup, month: string): HealthIndexPoints {
  const points = index(month);
  if (points === undefined) throw indexMissing(month);
  return points;
}

/** The history's indexation of the lease year that starts on `anniversary` (computed or recorded), if any. */
function indexationOfLeaseYear(
  lease: IndexedLease,
  history: PastIndexation[],
  anniversary: string,
): PastIndexation | undefined {
  const nextAnniversary = anniversaryIn(lease.startsOn, Number(anniversary.slice(0, 4)) + 1);
  return history.find(
    (entry) => entry.anniversaryDate >= anniversary && entry.anniversaryDate < nextAnniversary,
  );
}

/** The rent in force just before `anniversary`: the last indexation (computed or recorded) before it, else the lease rent. */
function rentBefore(lease: IndexedLease, history: PastIndexation[], anniversary: string): number {
  const earlier = history
    .filter((entry) => entry.anniversaryDate < anniversary)
    .sort((a, b) => a.anniversaryDate.localeCompare(b.anniversaryDate));
  return earlier.at(-1)?.newRentCents ?? lease.baseRentCents;
}

/** The share of the possible increase a label kept during the freeze window (1 = all, 0 = none). */
function freezeShare(
  region: IndexationRegion,
  label: EpcLabel | null,
): { share: Fraction; rule: IndexationRule } | null {
  const worst = label === null || label === 'E' || label === 'F' || label === 'G';
  if (region === 'flanders') {
    if (label === 'D') return { share: { numerator: 1n, denominator: 2n }, rule: 'flanders_freeze_d' };
    return worst ? { share: { numerator: 0n, denominator: 1n }, rule: 'flanders_freeze_efg' } : null;
  }
  if (region === 'brussels') {
    if (label === 'E') return { share: { numerator: 1n, denominator: 2n }, rule: 'brussels_freeze_e' };
    return label === null || label === 'F' || label === 'G'
      ? { share: { numerator: 0n, denominator: 1n }, rule: 'brussels_freeze_fg' }
      : null;
  }
  if (label === 'D') return { share: { numerator: 3n, denominator: 4n }, rule: 'wallonia_freeze_d' };
  if (label === 'E') return { share: { numerator: 1n, denominator: 2n }, rule: 'wallonia_freeze_e' };
  return worst ? { share: { numerator: 0n, denominator: 1n }, rule: 'wallonia_freeze_fg' } : null;
}

type RentOutcome = {
  newRentCents: number;
  rule: IndexationRule;
  correction: FreezeCorrection | null;
  baseRentCents: number;
  baseIndexMonth: string;
  baseIndex: HealthIndexPoints;
};

/** The rent at one anniversary, every 2022–2023 rule applied. */
function rentAt(request: OneBaseRequest, anniversary: string): RentOutcome {
  const { lease, epcLabel, history, index } = request;
  const baseIndexMonth = startIndexMonth(lease);
  const baseIndex = indexOf(index, baseIndexMonth);
  const newIndex = indexOf(index, shiftMonth(monthOf(anniversary), -1));
  const base = BigInt(lease.baseRentCents);
  const fullyIndexed: Fraction = { numerator: base * BigInt(newIndex), denominator: BigInt(baseIndex) };
  const standard = { baseRentCents: lease.baseRentCents, baseIndexMonth, baseIndex, correction: null };
  const frozenOn = fellUnderFreeze(lease) ? freezeAnniversary(lease) : null;
  if (frozenOn === null)
    return { ...standard, newRentCents: roundHalfUp(fullyIndexed), rule: standardRule(lease) };

  const limit = freezeShare(lease.region, epcLabel);
  if (anniversary === frozenOn && limit) {
    // During the window a label keeps only a share of the increase over the rent paid before this indexation.
    const current = BigInt(rentBefore(lease, history, anniversary));
    const currentScaled = current * BigInt(baseIndex);
    if (fullyIndexed.numerator <= currentScaled)
      return { ...standard, newRentCents: roundHalfUp(fullyIndexed), rule: limit.rule };
    const { share } = limit;
    return {
      ...standard,
      rule: limit.rule,
      newRentCents: roundHalfUp({
        numerator:
          currentScaled * share.denominator + share.numerator * (fullyIndexed.numerator - currentScaled),
        denominator: BigInt(baseIndex) * share.denominator,
      }),
    };
  }
  if (anniversary <= frozenOn || !limit)
    return { ...standard, newRentCents: roundHalfUp(fullyIndexed), rule: standardRule(lease) };

  const priorMonth = shiftMonth(monthOf(yearBefore(frozenOn)), -1);
  const freezeMonth = shiftMonth(monthOf(frozenOn), -1);
  const correction: FreezeCorrection = {
    freezeAnniversary: frozenOn,
    priorMonth,
    priorIndex: indexOf(index, priorMonth),
    freezeMonth,
    freezeIndex: indexOf(index, freezeMonth),
  };
  const prior = BigInt(correction.priorIndex);
  const frozen = BigInt(correction.freezeIndex);
  if (lease.region === 'wallonia') {
    // From 1 Nov 2023 the rent adapted in the freeze year becomes the base rent, and that year's index the start index.
    const frozenRent =
      indexationOfLeaseYear(lease, history, frozenOn)?.newRentCents ?? rentAt(request, frozenOn).newRentCents;
    return {
      newRentCents: roundHalfUp({ numerator: BigInt(frozenRent) * BigInt(newIndex), denominator: frozen }),
      rule: 'wallonia_after_freeze',
      correction,
      baseRentCents: frozenRent,
      baseIndexMonth: freezeMonth,
      baseIndex: correction.freezeIndex,
    };
  }
  // Flanders and Brussels: the standard result times a correction factor that leaves out all (worst labels) or
  // half (Flemish D, Brussels E) of the freeze year's index rise.
  const halfCorrection = limit.share.numerator !== 0n;
  const factor: Fraction = halfCorrection
    ? { numerator: prior + frozen, denominator: 2n * frozen }
    : { numerator: prior, denominator: frozen };
  const rule: IndexationRule =
    lease.region === 'flanders'
      ? halfCorrection
        ? 'flanders_correction_d'
        : 'flanders_correction_efg'
      : halfCorrection
        ? 'brussels_correction_e'
        : 'brussels_correction_fg';
  return {
    ...standard,
    rule,
    correction,
    newRentCents: roundHalfUp({
      numerator: fullyIndexed.numerator * factor.numerator,
      denominator: fullyIndexed.denominator * factor.denominator,
    }),
  };
}

/** The new rent is owed from the anniversary, but going forward only from the request month (earlier months are the retroactive claim). */
export function newRentFrom(anniversaryDate: string, requestDate: string): string {
  const requestMonthStart = `${monthOf(requestDate)}-01`;
  return anniversaryDate > requestMonthStart ? anniversaryDate : requestMonthStart;
}

/**
 * The indexation a written request of `requestDate` can claim (rental-law.md §1, §1a): for the last anniversary of
 * entry into force on or before the request, base rent × new index ÷ start index rounded half-up to the cent, with
 * the energy-label limits and corrections of 2022–2023, every index from one base (healthIndexBases.ts), and the rent of at most the 3 months before the request month
 * claimable retroactively.
 */
export function calculateIndexation(request: IndexationRequest): IndexationResult {
  const { lease, requestDate, history } = request;
  const anniversary = latestAnniversary(lease.startsOn, requestDate);
  if (anniversary === null) {
    throw new AppError('business_rule', {
      messageKey: 'errors.indexation.notYetDue',
      params: { date: anniversaryIn(lease.startsOn, Number(lease.startsOn.slice(0, 4)) + 1) },
    });
  }
  if (indexationOfLeaseYear(lease, history, anniversary)) {
    throw new AppError('conflict', {
      messageKey: 'errors.indexation.alreadyApplied',
      params: { date: anniversaryIn(lease.startsOn, Number(anniversary.slice(0, 4)) + 1) },
    });
  }
  const newIndexMonth = shiftMonth(monthOf(anniversary), -1);
  const { result, baseYear } = inOneBase(request.index, startIndexMonth(lease), (index) => ({
    outcome: rentAt({ ...request, index }, anniversary),
    newIndex: indexOf(index, newIndexMonth),
  }));
  const { outcome, newIndex } = result;
  const oldRentCents = rentBefore(lease, history, anniversary);
  const increaseCents = outcome.newRentCents - oldRentCents;
  const requestMonth = monthOf(requestDate);
  const earliestClaimable = shiftMonth(requestMonth, -RETROACTIVE_MONTHS_MAX);
  const fromMonth = monthOf(anniversary) > earliestClaimable ? monthOf(anniversary) : earliestClaimable;
  const retroactiveMonths = increaseCents > 0 ? Math.max(0, monthsFrom(fromMonth, requestMonth)) : 0;
  return {
    requestDate,
    anniversaryDate: anniversary,
    region: lease.region,
    rule: outcome.rule,
    epcLabel: request.epcLabel,
    baseRentCents: outcome.baseRentCents,
    oldRentCents,
    newRentCents: outcome.newRentCents,
    increaseCents,
    baseIndexMonth: outcome.baseIndexMonth,
    baseIndex: outcome.baseIndex,
    newIndexMonth,
    newIndex,
    indexBase: baseYear,
    correction: outcome.correction,
    newRentFrom: newRentFrom(anniversary, requestDate),
    retroactiveMonths,
    retroactiveFromMonth: retroactiveMonths > 0 ? fromMonth : null,
    retroactiveAmountCents: retroactiveMonths * increaseCents,
  };
}
