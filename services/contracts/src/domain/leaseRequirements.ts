import type { TemplatePlaceholder } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import { TEMPLATE_PLACEHOLDER_PATTERN } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import type { Contract } from './contract';
import { hasAddress, type LeaseParty, type LeaseTenant } from './leaseParty';

/**
 * One piece of data a lease needs before it is sent, and where it is filled in: the landlord's profile, a tenant's
 * record, the contract or its property.
 */
export type MissingLeaseField =
  | { party: 'landlord'; field: 'address' | 'birthDate' }
  | {
      party: 'tenant';
      tenantId: string;
      name: string;
      field: 'address' | 'birthDate' | 'birthPlace' | 'enterpriseNumber';
    }
  | { party: 'contract'; field: 'epcCertificateNumber' }
  | { party: 'property'; field: 'epcLabel' };

export type LeaseRequirementsSource = {
  contract: Pick<Contract, 'epcCertificateNumber'>;
  templateContent: string;
  landlord: LeaseParty;
  tenants: LeaseTenant[];
  epcLabel: string | null;
};

function usedPlaceholders(content: string): Set<string> {
  return new Set([...content.matchAll(TEMPLATE_PLACEHOLDER_PATTERN)].map((match) => match[1] ?? ''));
}

/**
 * What the lease's template asks for and the data does not hold yet, in the order the lease shows it.
 *
 * Every region's minimum content (shared/domain/rental-law.md §8) starts with the identity of every party:
 * Vlaams Woninghuurdecreet of 9 November 2018, art. 8 (cibweb.be FAQ on art. 8); Brussels Housing Code, art. 218
 * (droitsquotidiens.be "Un bail écrit est-il obligatoire à Bruxelles ?": name, first names, domicile, place and date
 * of birth of every tenant and of the landlord); Walloon decree of 15 March 2018 on residential leases, art. 3
 * (uvcw.be "Le bail d'habitation": "l'identité des parties contractantes", first of the minimum mentions; the
 * Government's model lease under art. 3 §4 asks date and place of birth and domicile, or registered office and
 * enterprise number for a company). The three texts were read in those secondary sources, not in the Moniteur. The landlord's place of birth is shown when known, not
 * required. The EPC is mandatory when letting in all three regions (rental-law.md §5): a template that mentions
 * the certificate needs its label and number.
 */
export function missingLeaseData(source: LeaseRequirementsSource): MissingLeaseField[] {
  const used = usedPlaceholders(source.templateContent);
  const uses = (...names: TemplatePlaceholder[]) => names.some((name) => used.has(name));
  const missing: MissingLeaseField[] = [];
  const { landlord } = source;
  if (uses('landlordIdentity', 'landlordAddress') && !hasAddress(landlord))
    missing.push({ party: 'landlord', field: 'address' });
  if (uses('landlordIdentity') && landlord.kind === 'person' && !landlord.birthDate)
    missing.push({ party: 'landlord', field: 'birthDate' });
  if (uses('tenantList'))
    for (const tenant of source.tenants) {
      const of = { party: 'tenant' as const, tenantId: tenant.id, name: tenant.name };
      if (!hasAddress(tenant)) missing.push({ ...of, field: 'address' });
      if (tenant.kind === 'company' && !tenant.enterpriseNumber)
        missing.push({ ...of, field: 'enterpriseNumber' });
      if (tenant.kind === 'person' && !tenant.birthDate) missing.push({ ...of, field: 'birthDate' });
      if (tenant.kind === 'person' && !tenant.birthPlace) missing.push({ ...of, field: 'birthPlace' });
    }
  if (uses('epcLabel') && !source.epcLabel) missing.push({ party: 'property', field: 'epcLabel' });
  if (uses('epcNumber') && !source.contract.epcCertificateNumber)
    missing.push({ party: 'contract', field: 'epcCertificateNumber' });
  return missing;
}
