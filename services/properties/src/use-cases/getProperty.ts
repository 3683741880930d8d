import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { DataSource, EntityManager } from 'typeorm';
import type { Property } from '../domain/property';
import type { PropertyRow } from '../entities/PropertyEntity';
import { propertyPhotoRepository } from '../repositories/propertyPhotoRepository';
import { propertyRepository } from '../repositories/propertyRepository';
import { toProperty } from './toPropertySummary';

/** The organization's property by id or urlCode; another organization's (or none) is `not_found`. */
export async function findPropertyOrThrow(
  dataSource: DataSource | EntityManager,
  context: RequestContext,
  idOrUrlCode: string,
): Promise<PropertyRow> {
  const row = await propertyRepository(dataSource).findByRef(context.organizationId, idOrUrlCode);
  if (!row) throw AppError.notFound('property');
  return row;
}

export async function toPropertyWithPhoto(
  dataSource: DataSource | EntityManager,
  row: PropertyRow,
): Promise<Property> {
  const [primary] = await propertyPhotoRepository(dataSource).listForProperty(row.organizationId, row.id);
  return toProperty(row, primary?.isPrimary ? primary.id : null);
}

export async function getProperty(
  dataSource: DataSource,
  context: RequestContext,
  idOrUrlCode: string,
): Promise<Property> {
  return toPropertyWithPhoto(dataSource, await findPropertyOrThrow(dataSource, context, idOrUrlCode));
}
