import type { EntityManager } from 'typeorm';
import { splitReceipt } from '../domain/allocation';
import { allocationRepository } from '../repositories/allocationRepository';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';

/**
 * Puts the contract's credit (surplus received before an item existed to take it) on its open items, oldest due
 * date first; a credit part keeps the day it was received. Answers the items that changed.
 */
export async function applyCredit(
  manager: EntityManager,
  organizationId: string,
  contractId: string,
  now: Date,
): Promise<string[]> {
  const allocations = allocationRepository(manager);
  const credits = await allocations.creditsOf(organizationId, contractId);
  if (credits.length === 0) return [];
  const open = (await rentPaymentRepository(manager).openItemsOfContract(organizationId, contractId)).map(
    (item) => ({
      id: item.id,
      outstandingCents: item.amountDueCents - item.paidCents,
    }),
  );
  const changed: string[] = [];
  for (const credit of credits) {
    const parts = splitReceipt(credit.amountCents, open).filter((part) => part.rentPaymentId !== null);
    if (parts.length === 0) break;
    const [first, ...rest] = parts;
    if (!first?.rentPaymentId) break;
    const left = credit.amountCents - parts.reduce((sum, part) => sum + part.amountCents, 0);
    // The credit row becomes the first part; further parts (and what is still left) become rows of their own.
    await allocations.moveToItem(organizationId, credit.id, first.rentPaymentId, first.amountCents);
    const { id: _id, ...template } = credit;
    await allocations.insertMany([
      ...rest.map((part) => ({
        ...template,
        rentPaymentId: part.rentPaymentId,
        amountCents: part.amountCents,
        createdAt: now,
      })),
      ...(left > 0 ? [{ ...template, rentPaymentId: null, amountCents: left, createdAt: now }] : []),
    ]);
    for (const part of parts) {
      const item = open.find((candidate) => candidate.id === part.rentPaymentId);
      if (item) item.outstandingCents -= part.amountCents;
      changed.push(part.rentPaymentId as string);
    }
  }
  await allocations.refreshItems(organizationId, changed);
  return changed;
}
