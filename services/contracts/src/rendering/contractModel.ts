import type { Language } from '@immodesk/platform/domain/language';
import type { Contract } from '../domain/contract';
import type { TemplatePlaceholder } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import { fillPlaceholders, soleLinePlaceholder } from '../domain/placeholders';
import type { LeaseParty, LeaseTenant } from '../domain/leaseParty';
import { isResidential, registrationMonths } from '../domain/registration';
import { startingIndexMonth } from '../domain/startingIndexMonth';
import { LEASE_CLAUSES, SHORT_LEASE_MAX_MONTHS } from '../templates/defaultTemplates';
import { formatLongDate, RENDER_LABELS, type RenderLabels } from './labels';
import { partyAddress, partyIdentity } from './partyIdentity';

/** Everything a lease document shows besides the contract itself; the BFF gathers it from the other services. */
export type ContractRenderSource = {
  contract: Contract;
  /** The organization's template for the contract's type, language and region (or the default). */
  templateContent: string;
  /** The signed-in owner, or their company when the profile gives an enterprise number. */
  landlord: LeaseParty;
  /** In the contract's order; the first one's language is the contract's. */
  tenants: LeaseTenant[];
  property: { address: string };
  /** The property's energy label (A+ … G), null without a certificate. */
  epcLabel: string | null;
};

export type ContractBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export type ContractSignatory = { role: 'landlord' | 'tenant' | 'guarantor'; label: string; name: string };

/** One rendered lease, the single source of its HTML, PDF and DOCX. */
export type ContractDocumentModel = {
  language: Language;
  title: string;
  contractNumber: string;
  structuredReference: string;
  version: number;
  blocks: ContractBlock[];
  signatories: ContractSignatory[];
  labels: { signatures: string; reference: string };
};

function formatMoney(labels: RenderLabels, cents: number): string {
  return new Intl.NumberFormat(labels.locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function formatMonth(labels: RenderLabels, yearMonth: string): string {
  const [year = 0, month = 1] = yearMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(labels.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The list-valued placeholders: a line holding only one of them becomes a list. */
function listValue(
  source: ContractRenderSource,
  labels: RenderLabels,
  name: TemplatePlaceholder,
): string[] | null {
  if (name === 'mandatoryAnnexes') return labels.mandatoryAnnexes[source.contract.region];
  if (name === 'tenantList')
    return source.tenants.map((tenant) => partyIdentity(source.contract.language, tenant));
  return null;
}

/** rental-law.md §3: a lease of 36 months or less gets the short-lease rules, a longer one the nine-year rules. */
function durationRules(contract: Contract): string {
  const rules = LEASE_CLAUSES[contract.language].durationRules[contract.region];
  return contract.durationMonths <= SHORT_LEASE_MAX_MONTHS ? rules.short : rules.long;
}

function placeholderValue(
  source: ContractRenderSource,
  labels: RenderLabels,
  name: TemplatePlaceholder,
): string {
  const { contract } = source;
  switch (name) {
    case 'landlordName':
      return source.landlord.name;
    case 'tenantList':
      return source.tenants.map((tenant) => partyIdentity(contract.language, tenant)).join('; ');
    case 'landlordAddress':
      return partyAddress(contract.language, source.landlord);
    case 'landlordIdentity':
      return partyIdentity(contract.language, source.landlord);
    case 'landlordEmail':
      return source.landlord.email ?? labels.blank;
    case 'tenantNames':
      return source.tenants.map((tenant) => tenant.name).join(', ');
    case 'propertyAddress':
      return source.property.address;
    case 'regionName':
      return labels.regions[contract.region];
    case 'contractNumber':
      return contract.contractNumber;
    case 'structuredReference':
      return contract.structuredReference;
    case 'signedOn':
      return formatLongDate(contract.language, contract.signedOn);
    case 'startsOn':
      return formatLongDate(contract.language, contract.startsOn);
    case 'endsOn':
      return formatLongDate(contract.language, contract.endsOn);
    case 'durationMonths':
      return labels.months(contract.durationMonths);
    case 'durationRules':
      return durationRules(contract);
    case 'rent':
      return formatMoney(labels, contract.rentCents);
    case 'rentDueDay':
      return String(contract.rentDueDay);
    case 'paymentFrequency':
      return labels.paymentFrequencies[contract.paymentFrequency];
    case 'charges':
      return formatMoney(labels, contract.chargesCents);
    case 'chargesKind':
      return labels.chargesKinds[contract.chargesKind];
    case 'deposit':
      return contract.deposit.type === 'none'
        ? labels.depositTypes.none
        : formatMoney(labels, contract.deposit.amountCents);
    case 'depositType':
      return labels.depositTypes[contract.deposit.type];
    case 'guarantor':
      return contract.guarantor ? contract.guarantor.name : labels.noGuarantor;
    case 'indexBaseMonth':
      return formatMonth(labels, contract.indexBaseMonth ?? startingIndexMonth(contract));
    case 'epcLabel':
      return source.epcLabel ?? labels.noEpc;
    case 'epcNumber':
      return contract.epcCertificateNumber ?? labels.blank;
    case 'registrationDuty':
      return labels.registrationDuty(registrationMonths(contract.type), isResidential(contract.type));
    case 'mandatoryAnnexes':
      return labels.mandatoryAnnexes[contract.region].join('; ');
  }
}

/**
 * Fills the template with the contract and reads its simple structure: `# ` a title, `## ` an article heading,
 * `- ` a list item, a blank line between paragraphs; a line that is only `{{tenantList}}` or
 * `{{mandatoryAnnexes}}` becomes a list.
 */
export function renderContractModel(source: ContractRenderSource): ContractDocumentModel {
  const { contract } = source;
  const labels = RENDER_LABELS[contract.language];
  const fill = (text: string) => fillPlaceholders(text, (name) => placeholderValue(source, labels, name));
  const blocks: ContractBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const rawLine of source.templateContent.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const sole = soleLinePlaceholder(line);
    const items = sole ? listValue(source, labels, sole) : null;
    if (line === '') flush();
    else if (items) {
      if (paragraph.length > 0) flush();
      list.push(...items);
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', level: 2, text: fill(line.slice(3).trim()) });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'heading', level: 1, text: fill(line.slice(2).trim()) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list.push(fill(line.slice(2).trim()));
    } else {
      if (list.length > 0) flush();
      paragraph.push(fill(line));
    }
  }
  flush();
  const signatories: ContractSignatory[] = [
    { role: 'landlord', label: labels.signatures.landlord, name: source.landlord.name },
    ...source.tenants.map((tenant) => ({
      role: 'tenant' as const,
      label: labels.signatures.tenant,
      name: tenant.name,
    })),
    ...(contract.guarantor
      ? [{ role: 'guarantor' as const, label: labels.signatures.guarantor, name: contract.guarantor.name }]
      : []),
  ];
  const firstHeading = blocks.find((block) => block.kind === 'heading');
  return {
    language: contract.language,
    title:
      firstHeading && firstHeading.kind === 'heading'
        ? firstHeading.text
        : labels.contractTypes[contract.type],
    contractNumber: contract.contractNumber,
    structuredReference: contract.structuredReference,
    version: contract.version,
    blocks,
    signatories,
    labels: { signatures: labels.signatures.heading, reference: labels.reference },
  };
}
