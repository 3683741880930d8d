import {
  ZCreateContractRequest,
  type TCreateContractRequest,
} from '@immodesk/contracts/contracts/createContract.contract';
import type {
  TChargesKind,
  TContract,
  TContractRegion,
  TContractType,
  TDepositType,
  TPaymentFrequency,
} from '@immodesk/contracts/contracts/contract.contract';
import { centsToEuroText, parseEuroToCents } from '@immodesk/sdk';
import { DEFAULT_DURATION_MONTHS } from './leaseDates';

export type ContractFormValues = {
  propertyId: string;
  tenantIds: string[];
  type: TContractType;
  /** '' until chosen: the server then derives it from the property's postal code. */
  region: TContractRegion | '';
  signedOn: string;
  startsOn: string;
  durationMonths: string;
  rent: string;
  charges: string;
  chargesKind: TChargesKind;
  paymentFrequency: TPaymentFrequency;
  rentDueDay: string;
  depositType: TDepositType;
  deposit: string;
  guarantorName: string;
  guarantorEmail: string;
  indexBaseMonth: string;
  epcCertificateNumber: string;
  contractNumber: string;
};

export type ContractField = keyof ContractFormValues;
export type ContractFieldErrors = Partial<Record<ContractField, string>>;

/** Form fields in screen order: the first with an error gets the focus. */
export const CONTRACT_FIELD_ORDER: readonly ContractField[] = [
  'propertyId',
  'tenantIds',
  'type',
  'region',
  'contractNumber',
  'signedOn',
  'startsOn',
  'durationMonths',
  'rent',
  'charges',
  'chargesKind',
  'paymentFrequency',
  'rentDueDay',
  'depositType',
  'deposit',
  'guarantorName',
  'guarantorEmail',
  'indexBaseMonth',
  'epcCertificateNumber',
];

/** API field (as the server names it in `details`) → the form field that shows its message. */
export const CONTRACT_SERVER_FIELDS: Record<string, ContractField> = {
  rentCents: 'rent',
  chargesCents: 'charges',
  deposit: 'deposit',
  'deposit.amountCents': 'deposit',
  'deposit.type': 'depositType',
  guarantor: 'guarantorName',
  'guarantor.name': 'guarantorName',
  'guarantor.email': 'guarantorEmail',
  endsOn: 'durationMonths',
};

export function contractFormValues(
  contract: TContract | null,
  defaults: { propertyId?: string; region?: TContractRegion | null } = {},
): ContractFormValues {
  if (!contract) {
    return {
      propertyId: defaults.propertyId ?? '',
      tenantIds: [],
      type: 'main_residence',
      region: defaults.region ?? '',
      signedOn: '',
      startsOn: '',
      durationMonths: String(DEFAULT_DURATION_MONTHS.main_residence),
      rent: '',
      charges: '',
      chargesKind: 'provision',
      paymentFrequency: 'monthly',
      rentDueDay: '1',
      depositType: 'blocked_account',
      deposit: '',
      guarantorName: '',
      guarantorEmail: '',
      indexBaseMonth: '',
      epcCertificateNumber: '',
      contractNumber: '',
    };
  }
  return {
    propertyId: contract.propertyId,
    tenantIds: contract.tenantIds,
    type: contract.type,
    region: contract.region,
    signedOn: contract.signedOn,
    startsOn: contract.startsOn,
    durationMonths: String(contract.durationMonths),
    rent: centsToEuroText(contract.rentCents),
    charges: contract.chargesCents ? centsToEuroText(contract.chargesCents) : '',
    chargesKind: contract.chargesKind,
    paymentFrequency: contract.paymentFrequency,
    rentDueDay: String(contract.rentDueDay),
    depositType: contract.deposit.type,
    deposit: contract.deposit.type === 'none' ? '' : centsToEuroText(contract.deposit.amountCents),
    guarantorName: contract.guarantor?.name ?? '',
    guarantorEmail: contract.guarantor?.email ?? '',
    indexBaseMonth: contract.indexBaseMonth ?? '',
    epcCertificateNumber: contract.epcCertificateNumber ?? '',
    contractNumber: contract.contractNumber,
  };
}

const integerOrNaN = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

type Checked =
  | { body: TCreateContractRequest; errors: null }
  | { body: null; errors: Partial<Record<ContractField, string>> };

/**
 * Checks the form with the BFF contract's schema; per field, the first problem as a key of `contracts.form.errors`.
 * Euro amounts become cents here (Belgian notation accepted: "1.150,50").
 */
export function validateContractForm(values: ContractFormValues): Checked {
  const errors: Partial<Record<ContractField, string>> = {};
  const rentCents = parseEuroToCents(values.rent);
  const chargesCents = parseEuroToCents(values.charges);
  const depositCents = values.depositType === 'none' ? 0 : parseEuroToCents(values.deposit);
  if (rentCents === undefined) errors.rent = 'invalidAmount';
  else if (!rentCents) errors.rent = 'rentRequired';
  if (chargesCents === undefined) errors.charges = 'invalidAmount';
  if (depositCents === undefined) errors.deposit = 'invalidAmount';
  else if (depositCents === null) errors.deposit = 'depositRequired';
  if (!values.guarantorName.trim() && values.guarantorEmail.trim())
    errors.guarantorName = 'guarantorNameRequired';

  const raw = {
    propertyId: values.propertyId,
    tenantIds: values.tenantIds,
    type: values.type,
    region: values.region || null,
    signedOn: values.signedOn,
    startsOn: values.startsOn,
    durationMonths: integerOrNaN(values.durationMonths),
    rentCents: rentCents ?? 0,
    chargesCents: chargesCents ?? 0,
    chargesKind: values.chargesKind,
    paymentFrequency: values.paymentFrequency,
    rentDueDay: integerOrNaN(values.rentDueDay),
    deposit: { type: values.depositType, amountCents: depositCents ?? 0 },
    guarantor: values.guarantorName.trim()
      ? { name: values.guarantorName, email: values.guarantorEmail.trim() || null }
      : null,
    indexBaseMonth: values.indexBaseMonth || null,
    epcCertificateNumber: values.epcCertificateNumber.trim() || null,
    contractNumber: values.contractNumber.trim() || null,
  };
  const result = ZCreateContractRequest.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(issue.path.map(String));
      if (!field || errors[field]) continue;
      errors[field] = ISSUE_KEYS[field] ?? 'invalid';
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { body: null, errors };
  return { body: result.data, errors: null };
}

function fieldOfIssue(path: string[]): ContractField | null {
  const joined = path.join('.');
  const [head] = path;
  if (CONTRACT_SERVER_FIELDS[joined]) return CONTRACT_SERVER_FIELDS[joined];
  if (head && CONTRACT_SERVER_FIELDS[head]) return CONTRACT_SERVER_FIELDS[head];
  return (CONTRACT_FIELD_ORDER as readonly string[]).includes(head ?? '') ? (head as ContractField) : null;
}

/** The message key per field when the schema refuses it. */
const ISSUE_KEYS: Partial<Record<ContractField, string>> = {
  propertyId: 'propertyRequired',
  tenantIds: 'tenantsRequired',
  signedOn: 'dateRequired',
  startsOn: 'dateRequired',
  durationMonths: 'durationInvalid',
  rent: 'rentRequired',
  rentDueDay: 'dueDayInvalid',
  guarantorEmail: 'emailInvalid',
  indexBaseMonth: 'monthInvalid',
  contractNumber: 'contractNumberTooLong',
  epcCertificateNumber: 'epcNumberTooLong',
};
