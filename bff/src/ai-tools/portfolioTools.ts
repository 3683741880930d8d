import { z } from 'zod';
import { ZContractStatus } from '@immodesk/contracts/contracts/contract.contract';
import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { ZIsoDate, ZUuid } from '@immodesk/contracts/common/primitives';
import { definePilotTool } from './pilotTool';
import { allPages, portfolioNames, toContractRow, toPropertyRow, toTenantRow } from './pilotRows';

const LISTED = 50;

const ZPropertyRow = z.object({
  id: z.string(),
  address: z.string(),
  type: z.string(),
  rentCents: z.number().int().nullable(),
  occupancy: z.enum(['available', 'rented']),
  status: z.enum(['active', 'archived']),
});
const ZTenantRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
});
export const ZContractRow = z.object({
  id: z.string(),
  contractNumber: z.string(),
  status: z.string(),
  propertyAddress: z.string().nullable(),
  tenantNames: z.array(z.string()),
  startsOn: ZIsoDate,
  endsOn: ZIsoDate,
  rentCents: z.number().int(),
});

export const searchProperties = definePilotTool({
  name: 'search_properties',
  description:
    'Lists or searches the landlord’s active properties (address, type, monthly rent in cents, rented or available).',
  input: z.object({
    query: z.string().trim().max(200).optional().describe('Words of the street, city or postal code'),
    occupancy: z.enum(['available', 'rented']).optional(),
    minRentCents: z.number().int().min(0).optional(),
    maxRentCents: z.number().int().min(0).optional(),
  }),
  output: z.object({ items: z.array(ZPropertyRow), total: z.number().int() }),
  async run({ deps, context, language }, input) {
    const page = await deps.properties.listProperties(context, {
      page: 1,
      pageSize: LISTED,
      status: 'active',
      q: input.query || undefined,
      ...pick(input),
    });
    return { items: page.items.map((property) => toPropertyRow(property, language)), total: page.total };
  },
});

function pick(input: {
  occupancy?: 'available' | 'rented' | undefined;
  minRentCents?: number | undefined;
  maxRentCents?: number | undefined;
}) {
  return { occupancy: input.occupancy, minRentCents: input.minRentCents, maxRentCents: input.maxRentCents };
}

export const searchTenants = definePilotTool({
  name: 'search_tenants',
  description:
    'Lists or searches the landlord’s tenants by name, e-mail or phone; optionally those of one property (its id).',
  input: z.object({ query: z.string().trim().max(200).optional(), propertyId: ZUuid.optional() }),
  output: z.object({ items: z.array(ZTenantRow), total: z.number().int() }),
  async run(tool, input) {
    const { deps, context } = tool;
    if (input.propertyId) await deps.properties.getProperty(context, input.propertyId);
    // The tenant search matches one field at a time; a full name ("Sofie Claes") searches its first word and keeps the rows with every word.
    const words = (input.query ?? '').split(/\s+/).filter(Boolean);
    const [page, names] = await Promise.all([
      deps.contacts.listTenants(context, {
        page: 1,
        pageSize: words.length > 1 ? MAX_PAGE_SIZE : LISTED,
        q: words[0],
        propertyId: input.propertyId,
      }),
      portfolioNames(tool),
    ]);
    const rows = page.items.map((tenant) => toTenantRow(tenant, names));
    if (words.length <= 1) return { items: rows, total: page.total };
    const matching = rows.filter((row) =>
      words.every((word) => row.name.toLocaleLowerCase('nl-BE').includes(word.toLocaleLowerCase('nl-BE'))),
    );
    return { items: matching.slice(0, LISTED), total: matching.length };
  },
});

export const searchContracts = definePilotTool({
  name: 'search_contracts',
  description:
    'Lists the landlord’s rental contracts (id, number, status, property, tenants, start and end dates, rent): optionally only those in force (signed or active), ' +
    'of one status, of one property or tenant (ids), or matching words of the contract number, the address or a tenant’s name.',
  input: z.object({
    query: z.string().trim().max(200).optional(),
    inForce: z.boolean().optional(),
    status: ZContractStatus.optional(),
    propertyId: ZUuid.optional(),
    tenantId: ZUuid.optional(),
  }),
  output: z.object({ items: z.array(ZContractRow), total: z.number().int() }),
  async run(tool, input) {
    const { deps, context } = tool;
    if (input.propertyId) await deps.properties.getProperty(context, input.propertyId);
    if (input.tenantId) await deps.contacts.getTenant(context, { id: input.tenantId });
    const filter = { propertyId: input.propertyId, tenantId: input.tenantId };
    const statuses = input.inForce
      ? (['active', 'signed'] as const).filter((status) => !input.status || status === input.status)
      : [input.status];
    const [lists, names] = await Promise.all([
      Promise.all(
        statuses.map((status) =>
          allPages((page) => deps.contracts.listContracts(context, { ...page, ...filter, status })),
        ),
      ),
      portfolioNames(tool),
    ]);
    const words = (input.query ?? '').toLocaleLowerCase('nl-BE').split(/\s+/).filter(Boolean);
    const rows = lists
      .flat()
      .map((contract) => toContractRow(contract, names))
      .filter((row) => {
        const haystack = [row.contractNumber, row.propertyAddress ?? '', ...row.tenantNames]
          .join(' ')
          .toLocaleLowerCase('nl-BE');
        return words.every((word) => haystack.includes(word));
      });
    return { items: rows.slice(0, LISTED), total: rows.length };
  },
});

export const expiringContracts = definePilotTool({
  name: 'expiring_contracts',
  description:
    'The signed or active contracts whose end date falls between two dates (inclusive), soonest first.',
  input: z.object({ from: ZIsoDate, to: ZIsoDate }),
  output: z.object({ from: ZIsoDate, to: ZIsoDate, items: z.array(ZContractRow) }),
  async run(tool, { from, to }) {
    const { deps, context } = tool;
    const [active, signed, names] = await Promise.all([
      allPages((page) => deps.contracts.listContracts(context, { ...page, status: 'active' })),
      allPages((page) => deps.contracts.listContracts(context, { ...page, status: 'signed' })),
      portfolioNames(tool),
    ]);
    const items = [...active, ...signed]
      .filter((contract) => contract.endsOn >= from && contract.endsOn <= to)
      .sort((a, b) => a.endsOn.localeCompare(b.endsOn) || a.contractNumber.localeCompare(b.contractNumber))
      .map((contract) => toContractRow(contract, names));
    return { from, to, items };
  },
});
