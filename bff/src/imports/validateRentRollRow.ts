import { isValidIban, normalizeIban } from '@immodesk/contracts/common/iban';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { ZCreateContractRequest } from '@immodesk/contracts/contracts/createContract.contract';
import type { TRentRollColumn } from '@immodesk/contracts/imports/rentRollImport.contract';
import { ZCreatePropertyRequest } from '@immodesk/contracts/properties/createProperty.contract';
import { ZEpcLabel } from '@immodesk/contracts/properties/propertyInformation.contract';
import { ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import type { z } from 'zod';
import { zodIssuesToDetails } from '../http/zodDetails';
import { translate } from '../i18n/translate';
import { parseAmountCents, parseBelgianDate, parseWholeNumber } from './belgianNotation';
import { choiceOfCell } from './rentRollLabels';
import {
  LEASE_COLUMNS,
  TENANT_COLUMNS,
  type RentRollCells,
  type RentRollLease,
  type RentRollRow,
} from './rentRollRow';

type Errors = RentRollRow['errors'];
// Placeholders for the ids the commit makes: the contract's own check needs some uuid there.
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The last day of a lease of `months` from `startsOn` (as the contracts service derives `endsOn`). */
function leaseEnd(startsOn: string, months: number): string {
  const start = new Date(`${startsOn}T00:00:00Z`);
  const end = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate() - 1),
  );
  return end.toISOString().slice(0, 10);
}

/** Runs a create contract's zod schema and files its refusals under the row's columns. */
function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
  columnOf: Record<string, TRentRollColumn>,
  language: TLanguage,
  errors: Errors,
): z.infer<S> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = zodIssuesToDetails(parsed.error.issues, language);
  for (const [field, message] of Object.entries(details)) {
    const column = columnOf[field.split('.')[0] ?? ''];
    if (column && !errors[column]) errors[column] = message;
  }
  return null;
}

const text = (cells: RentRollCells, column: TRentRollColumn) => cells[column] ?? '';

/** A cell read with a Belgian notation: undefined when empty, the reason in `errors` when unreadable. */
function readCell<T>(
  cells: RentRollCells,
  column: TRentRollColumn,
  parse: (text: string) => T | null,
  messageKey: string,
  language: TLanguage,
  errors: Errors,
): T | undefined {
  const value = text(cells, column);
  if (value === '') return undefined;
  const parsed = parse(value);
  if (parsed === null) errors[column] = translate(language, messageKey);
  return parsed ?? undefined;
}

function readLease(cells: RentRollCells, language: TLanguage, errors: Errors): RentRollLease | null {
  const date = (column: TRentRollColumn) =>
    readCell(cells, column, parseBelgianDate, 'imports.invalidDate', language, errors);
  const amount = (column: TRentRollColumn) =>
    readCell(cells, column, parseAmountCents, 'imports.invalidAmount', language, errors);
  const depositCents = amount('deposit');
  const input = {
    propertyId: SOME_ID,
    tenantIds: [SOME_ID],
    type: text(cells, 'lease_type') ? choiceOfCell('lease_type', text(cells, 'lease_type')) : undefined,
    signedOn: date('signed_on'),
    startsOn: date('starts_on'),
    durationMonths: readCell(
      cells,
      'duration_months',
      parseWholeNumber,
      'imports.invalidNumber',
      language,
      errors,
    ),
    rentCents: amount('rent'),
    chargesCents: amount('charges'),
    paymentFrequency: text(cells, 'payment_frequency')
      ? choiceOfCell('payment_frequency', text(cells, 'payment_frequency'))
      : undefined,
    // The deposit's form is not a column: a deposit on a blocked account is the legal rule for residential leases.
    deposit: depositCents ? { type: 'blocked_account', amountCents: depositCents } : null,
  };
  const lease = check(
    ZCreateContractRequest,
    input,
    {
      type: 'lease_type',
      signedOn: 'signed_on',
      startsOn: 'starts_on',
      durationMonths: 'duration_months',
      rentCents: 'rent',
      chargesCents: 'charges',
      paymentFrequency: 'payment_frequency',
      deposit: 'deposit',
    },
    language,
    errors,
  );
  if (!lease) return null;
  const { propertyId: _propertyId, tenantIds: _tenantIds, ...rest } = lease;
  return rest;
}

function readTenant(cells: RentRollCells, language: TLanguage, errors: Errors) {
  const company = text(cells, 'tenant_company');
  const entityType = company ? 'legal' : 'natural';
  const tenant = check(
    ZCreateTenantRequest,
    {
      entityType,
      firstName: text(cells, 'tenant_first_name'),
      lastName: text(cells, 'tenant_last_name'),
      companyName: company,
      email: text(cells, 'tenant_email'),
      phone: text(cells, 'tenant_phone'),
      language: text(cells, 'tenant_language')
        ? choiceOfCell('tenant_language', text(cells, 'tenant_language'))
        : undefined,
    },
    {
      firstName: 'tenant_first_name',
      lastName: 'tenant_last_name',
      companyName: 'tenant_company',
      email: 'tenant_email',
      phone: 'tenant_phone',
      language: 'tenant_language',
    },
    language,
    errors,
  );
  // The contacts service's rule: a person needs a first and a last name, a company its name.
  if (entityType === 'natural')
    for (const column of ['tenant_first_name', 'tenant_last_name'] as const)
      if (!text(cells, column)) errors[column] ??= translate(language, 'validation.required');
  return tenant;
}

/**
 * Checks one row with the rules of the create endpoints (the same zod contracts): the property always, and for a
 * rented unit (any tenant or lease cell filled in) the tenant and the lease. `today` bounds the signing day, as
 * recording a paper signature does.
 */
export function validateRentRollRow(
  row: number,
  cells: RentRollCells,
  context: { language: TLanguage; today: string },
): RentRollRow {
  const { language, today } = context;
  const errors: Errors = {};
  const property = check(
    ZCreatePropertyRequest,
    {
      street: text(cells, 'street'),
      houseNumber: text(cells, 'house_number'),
      bus: text(cells, 'box') || null,
      postalCode: text(cells, 'postal_code'),
      city: text(cells, 'city'),
      type: choiceOfCell('property_type', text(cells, 'property_type')),
    },
    {
      street: 'street',
      houseNumber: 'house_number',
      bus: 'box',
      postalCode: 'postal_code',
      city: 'city',
      type: 'property_type',
    },
    language,
    errors,
  );
  const epc = text(cells, 'epc_label').toUpperCase().replace(/\s/g, '');
  const epcParsed = epc ? ZEpcLabel.safeParse(epc) : null;
  const epcLabel = epcParsed?.success ? epcParsed.data : null;
  if (epc && !epcLabel) errors.epc_label = translate(language, 'validation.invalidOption');

  const rented = [...TENANT_COLUMNS, ...LEASE_COLUMNS].some((column) => text(cells, column) !== '');
  if (!rented)
    return { row, values: cells, errors, property, epcLabel, tenant: null, tenantIban: null, lease: null };

  const tenant = readTenant(cells, language, errors);
  const ibanText = text(cells, 'tenant_iban');
  const tenantIban = ibanText && isValidIban(ibanText) ? normalizeIban(ibanText) : null;
  if (ibanText && !tenantIban) errors.tenant_iban = translate(language, 'validation.invalidIban');
  const lease = readLease(cells, language, errors);
  // Recording the paper signature refuses these (recordPaperSignature): the preview says so per cell.
  if (lease && lease.signedOn > today) errors.signed_on = translate(language, 'validation.notInFuture');
  else if (lease && lease.signedOn > leaseEnd(lease.startsOn, lease.durationMonths))
    errors.signed_on = translate(language, 'validation.contractSignedAfterEnd');
  return { row, values: cells, errors, property, epcLabel, tenant, tenantIban, lease };
}
