import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertySummary } from '../domain/property';
import { EPC_LABELS, type EpcLabel } from '../domain/propertyInformation';
import { propertyRepository } from '../repositories/propertyRepository';
import { toPropertySummary } from './toPropertySummary';

/** A property with its stored financial information (read through the contract at the API file). */
export type PortfolioRow = {
  property: PropertySummary;
  financialJson: string | null;
  epcLabel: EpcLabel | null;
  addedAt: string;
};

const asEpcLabel = (value: string | null): EpcLabel | null =>
  (EPC_LABELS as readonly string[]).includes(value ?? '') ? (value as EpcLabel) : null;

/** The organization's whole portfolio in one query (statistics and the dashboard), archived properties included. */
export async function listPortfolio(
  dataSource: DataSource,
  context: RequestContext,
): Promise<PortfolioRow[]> {
  const rows = await propertyRepository(dataSource).listAllWithFinancial(context.organizationId);
  return rows.map(({ financialJson, epcLabel, createdAt, ...row }) => ({
    property: toPropertySummary(row),
    financialJson,
    epcLabel: asEpcLabel(epcLabel),
    addedAt: createdAt.toISOString(),
  }));
}
