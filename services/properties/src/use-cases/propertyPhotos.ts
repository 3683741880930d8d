import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import {
  contentHead,
  contentSize,
  contentSource,
  type FileContent,
} from '@immodesk/platform/ports/storage/fileContent';
import { cleanPhotoFileName, sniffPhotoMimeType } from '../domain/photoType';
import type { PropertyPhoto, PropertyPhotoList } from '../domain/propertyPhoto';
import type { PropertyPhotoRow } from '../entities/PropertyPhotoEntity';
import { propertyPhotoRepository } from '../repositories/propertyPhotoRepository';
import { findPropertyOrThrow } from './getProperty';

const THUMBNAIL_SIZE = 480;

export function toPhoto(row: PropertyPhotoRow): PropertyPhoto {
  return {
    id: row.id,
    propertyId: row.propertyId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    isPrimary: row.isPrimary,
    uploadedAt: row.createdAt.toISOString(),
  };
}

export async function listPropertyPhotos(
  dataSource: DataSource,
  context: RequestContext,
  idOrUrlCode: string,
): Promise<PropertyPhotoList> {
  const property = await findPropertyOrThrow(dataSource, context, idOrUrlCode);
  const rows = await propertyPhotoRepository(dataSource).listForProperty(context.organizationId, property.id);
  return { items: rows.map(toPhoto) };
}

/** The organization's property and its photo `photoId`; either missing is `not_found`. */
async function findOwnPhoto(
  dataSource: DataSource,
  context: RequestContext,
  input: { idOrUrlCode: string; photoId: string },
): Promise<{ property: { id: string }; photo: PropertyPhotoRow }> {
  const property = await findPropertyOrThrow(dataSource, context, input.idOrUrlCode);
  const photo = await propertyPhotoRepository(dataSource).find(
    context.organizationId,
    property.id,
    input.photoId,
  );
  if (!photo) throw AppError.notFound('photo');
  return { property, photo };
}

export async function setPrimaryPhoto(
  dataSource: DataSource,
  context: RequestContext,
  input: { idOrUrlCode: string; photoId: string },
): Promise<PropertyPhotoList> {
  const { property, photo } = await findOwnPhoto(dataSource, context, input);
  await dataSource.transaction((manager) =>
    propertyPhotoRepository(manager).setPrimary(context.organizationId, property.id, photo.id),
  );
  return listPropertyPhotos(dataSource, context, property.id);
}

/** Orientation applied, at most 480 px on a side, WebP: what the grid views and the gallery show. */
async function readImage(
  content: FileContent,
): Promise<{ width: number | null; height: number | null; thumbnail: Buffer }> {
  try {
    // sharp reads a spooled file from its path itself.
    const image = sharp(contentSource(content), { failOn: 'error' });
    const metadata = await image.metadata();
    const thumbnail = await image
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const rotated = (metadata.orientation ?? 1) >= 5;
    return {
      width: (rotated ? metadata.height : metadata.width) ?? null,
      height: (rotated ? metadata.width : metadata.height) ?? null,
      thumbnail,
    };
  } catch (cause) {
    // The first bytes looked like an image, the rest is not one.
    throw new AppError('unsupported_file_type', { cause });
  }
}

export type UploadPhotoInput = { idOrUrlCode: string; fileName: string; content: FileContent };

/** The size limit the photo contract publishes to clients; the API file hands it in. */
export type PhotoUploadRules = { maxBytes: number };

/**
 * Stores an uploaded photo and its thumbnail under `<organizationId>/property-photos/<id>[-thumbnail]`. The type
 * comes from the bytes (JPG, PNG, WebP), never from the name; the first photo of a property becomes primary.
 */
export async function uploadPropertyPhoto(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  rules: PhotoUploadRules,
  context: RequestContext,
  input: UploadPhotoInput,
): Promise<PropertyPhoto> {
  const property = await findPropertyOrThrow(dataSource, context, input.idOrUrlCode);
  const sizeBytes = contentSize(input.content);
  if (sizeBytes > rules.maxBytes)
    throw new AppError('file_too_large', { params: { maximumMb: rules.maxBytes / 1024 / 1024 } });
  const mimeType = sniffPhotoMimeType(contentHead(input.content));
  if (!mimeType) throw new AppError('unsupported_file_type');
  const image = await readImage(input.content);
  const id = crypto.randomUUID();
  const storageKey = `${context.organizationId}/property-photos/${id}`;
  const thumbnailKey = `${storageKey}-thumbnail`;
  await storage.put(storageKey, input.content, mimeType);
  await storage.put(thumbnailKey, image.thumbnail, 'image/webp');
  try {
    const row = await dataSource.transaction(async (manager) => {
      const repository = propertyPhotoRepository(manager);
      const isFirst = (await repository.countForProperty(context.organizationId, property.id)) === 0;
      return repository.insert({
        id,
        organizationId: context.organizationId,
        propertyId: property.id,
        fileName: cleanPhotoFileName(input.fileName),
        mimeType,
        sizeBytes,
        width: image.width,
        height: image.height,
        storageKey,
        thumbnailKey,
        isPrimary: isFirst,
        createdAt: clock.now(),
      });
    });
    return toPhoto(row);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    await storage.delete(thumbnailKey).catch(() => undefined);
    throw error;
  }
}

export type PhotoFile = { photo: PropertyPhoto; mimeType: string; stream: Readable };

export async function getPropertyPhotoFile(
  dataSource: DataSource,
  storage: FileStorage,
  context: RequestContext,
  input: { idOrUrlCode: string; photoId: string; variant: 'original' | 'thumbnail' },
): Promise<PhotoFile> {
  const { photo: row } = await findOwnPhoto(dataSource, context, input);
  const isThumbnail = input.variant === 'thumbnail';
  return {
    photo: toPhoto(row),
    mimeType: isThumbnail ? 'image/webp' : row.mimeType,
    stream: await storage.get(isThumbnail ? row.thumbnailKey : row.storageKey),
  };
}

/** Deletes one photo and its files; when it was the primary one, the oldest remaining photo takes over. */
export async function deletePropertyPhoto(
  dataSource: DataSource,
  storage: FileStorage,
  context: RequestContext,
  input: { idOrUrlCode: string; photoId: string },
): Promise<void> {
  const { property, photo: row } = await findOwnPhoto(dataSource, context, input);
  await dataSource.transaction(async (manager) => {
    const repository = propertyPhotoRepository(manager);
    await repository.delete(context.organizationId, row.id);
    if (!row.isPrimary) return;
    const [next] = await repository.listForProperty(context.organizationId, property.id);
    if (next) await repository.setPrimary(context.organizationId, property.id, next.id);
  });
  await storage.delete(row.storageKey);
  await storage.delete(row.thumbnailKey);
}

/** Account deletion: every stored photo of the organization; runs before the rows go (they hold the keys). */
export async function deleteOrganizationPhotoFiles(
  dataSource: DataSource,
  storage: FileStorage,
  context: RequestContext,
): Promise<void> {
  for (const row of await propertyPhotoRepository(dataSource).storageKeysOfOrganization(
    context.organizationId,
  )) {
    await storage.delete(row.storageKey);
    await storage.delete(row.thumbnailKey);
  }
}
