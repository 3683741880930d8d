import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertySummary } from '../domain/property';
import { propertyRepository } from '../repositories/propertyRepository';
import { toPropertySummary } from './toPropertySummary';

/** A property with its stored financial information (read through the contract at the API file). */
export type PortfolioRow = { property: PropertySummary; financialJson: string | null; addedAt: string };

/** The organization's whole portfolio in one query (statistics and the dashboard), archived properties included. */
export async function listPortfolio(dataSource: DataSource, context: RequestContext): Promise<PortfolioRow[]> {
  const rows = await propertyRepository(dataSource).listAllWithFinancial(context.organizationId);
  return rows.map(({ financialJson, createdAt, ...row }) => ({ property: toPropertySummary(row), financialJson, addedAt: createdAt.toISOString() }));
}
