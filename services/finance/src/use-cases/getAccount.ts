import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { buildAccount, type Account } from '../domain/account';
import { PaymentAllocationEntity } from '../entities/PaymentAllocationEntity';
import { RentPaymentEntity } from '../entities/RentPaymentEntity';

/** Contract ids per query: well under every database's bound-parameter limit. */
const CHUNK = 500;

/**
 * The account of the organization's given contracts (a lease, or every lease a tenant is a party of): their due
 * items and every amount received on them, opening balances and credits included. Due items without a contract are
 * not anyone's account (none should exist: the schedule always names the lease).
 */
export async function getAccount(
  dataSource: DataSource,
  context: RequestContext,
  input: { contractIds: readonly string[] },
): Promise<Account> {
  const { organizationId } = context;
  const ids = [...new Set(input.contractIds)];
  const items = [];
  const allocations = [];
  for (let index = 0; index < ids.length; index += CHUNK) {
    const chunk = ids.slice(index, index + CHUNK);
    items.push(
      ...(await dataSource
        .getRepository(RentPaymentEntity)
        .find({ where: { organizationId, contractId: In(chunk) } })),
    );
    allocations.push(
      ...(await dataSource
        .getRepository(PaymentAllocationEntity)
        .find({ where: { organizationId, contractId: In(chunk) } })),
    );
  }
  return buildAccount(items, allocations);
}
