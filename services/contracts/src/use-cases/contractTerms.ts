import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError } from '@immodesk/platform/errors';
import type { ContractChanges, ContractTerms, NewContract } from '../domain/contract';
import { leaseEndDate } from '../domain/contractDates';
import { regionOfPostalCode } from '../domain/region';

/**
 * The full terms of a new contract or of a draft after an edit: defaults filled in, the region derived from the
 * property's postal code when not given, `endsOn` from the duration when not given, every rule between fields
 * checked (per-field details, 400).
 */
export function resolveTerms(
  input: NewContract | (ContractChanges & { base: ContractTerms }),
): ContractTerms {
  const base = 'base' in input ? input.base : null;
  const pick = <K extends keyof ContractTerms>(key: K, fallback: ContractTerms[K]): ContractTerms[K] => {
    const value = (input as Partial<ContractTerms>)[key];
    return value === undefined || value === null ? (base ? base[key] : fallback) : value;
  };
  const problems: Record<string, string> = {};

  const postalCode = input.propertyPostalCode;
  const derivedRegion = postalCode ? regionOfPostalCode(postalCode) : null;
  const region = input.region ?? (postalCode && derivedRegion ? derivedRegion : base?.region);
  if (!region) problems.region = 'validation.contractRegionRequired';

  const startsOn = pick('startsOn', '');
  const signedOn = pick('signedOn', '');
  const durationMonths = pick('durationMonths', 0);
  for (const [field, value] of [
    ['startsOn', startsOn],
    ['signedOn', signedOn],
  ] as const) {
    if (!isCalendarDate(value)) problems[field] = 'validation.invalidDate';
  }
  const endsOnGiven = input.endsOn ?? null;
  // A changed start or duration moves a derived end date along, unless an end date is given.
  const endsOn =
    endsOnGiven ??
    (input.startsOn !== undefined || input.durationMonths !== undefined || !base
      ? isCalendarDate(startsOn)
        ? leaseEndDate(startsOn, durationMonths)
        : ''
      : base.endsOn);
  if (endsOnGiven !== null && !isCalendarDate(endsOnGiven)) problems.endsOn = 'validation.invalidDate';
  else if (isCalendarDate(startsOn) && endsOn <= startsOn)
    problems.endsOn = 'validation.contractEndsBeforeStart';

  const deposit =
    input.deposit === undefined
      ? (base?.deposit ?? { type: 'none', amountCents: 0 })
      : (input.deposit ?? { type: 'none', amountCents: 0 });
  if (deposit.type === 'none' && deposit.amountCents !== 0)
    problems['deposit.amountCents'] = 'validation.contractNoDepositAmount';
  if (deposit.type !== 'none' && deposit.amountCents <= 0)
    problems['deposit.amountCents'] = 'validation.contractDepositAmountRequired';

  const tenantIds = pick('tenantIds', []);
  if (tenantIds.length === 0) problems.tenantIds = 'validation.contractTenantRequired';
  if (new Set(tenantIds).size !== tenantIds.length) problems.tenantIds = 'validation.contractDuplicateTenant';

  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  return {
    propertyId: pick('propertyId', ''),
    tenantIds,
    type: pick('type', 'main_residence'),
    region: region as ContractTerms['region'],
    signedOn,
    startsOn,
    durationMonths,
    endsOn,
    rentCents: pick('rentCents', 0),
    chargesCents: pick('chargesCents', 0),
    chargesKind: pick('chargesKind', 'provision'),
    paymentFrequency: pick('paymentFrequency', 'monthly'),
    rentDueDay: pick('rentDueDay', 1),
    deposit,
    guarantor: input.guarantor === undefined ? (base?.guarantor ?? null) : input.guarantor,
    indexBaseMonth:
      input.indexBaseMonth === undefined ? (base?.indexBaseMonth ?? null) : input.indexBaseMonth,
    epcCertificateNumber:
      input.epcCertificateNumber === undefined
        ? (base?.epcCertificateNumber ?? null)
        : input.epcCertificateNumber || null,
    language: pick('language', 'nl'),
  };
}

/** The row columns of the terms. */
export function termsColumns(terms: ContractTerms) {
  return {
    propertyId: terms.propertyId,
    type: terms.type,
    region: terms.region,
    signedOn: terms.signedOn,
    startsOn: terms.startsOn,
    durationMonths: terms.durationMonths,
    endsOn: terms.endsOn,
    rentCents: terms.rentCents,
    chargesCents: terms.chargesCents,
    chargesKind: terms.chargesKind,
    paymentFrequency: terms.paymentFrequency,
    rentDueDay: terms.rentDueDay,
    depositType: terms.deposit.type,
    depositCents: terms.deposit.amountCents,
    guarantorName: terms.guarantor?.name ?? null,
    guarantorEmail: terms.guarantor?.email ?? null,
    indexBaseMonth: terms.indexBaseMonth,
    epcCertificateNumber: terms.epcCertificateNumber,
    language: terms.language,
  };
}
