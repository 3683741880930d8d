/** What a photo can be (sniffed from the bytes, never taken from the name). */
export type PhotoMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

export type PropertyPhoto = {
  id: string;
  propertyId: string;
  fileName: string;
  mimeType: PhotoMimeType;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  isPrimary: boolean;
  /** ISO 8601 UTC. */
  uploadedAt: string;
};

/** A property's photos: primary first, then oldest first. */
export type PropertyPhotoList = { items: PropertyPhoto[] };
