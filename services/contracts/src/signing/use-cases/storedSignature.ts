import { reencodeImage } from '@immodesk/platform/images/reencodeImage';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { SignatureImageType, SignatureInput } from '../domain/signing';

/** The stored columns of a signature: its typed text, or the key and type of its image once written. */
export type StoredSignatureFields = {
  typedName: string | null;
  imageKey: string | null;
  imageType: SignatureImageType | null;
};

/** Writes a drawn or uploaded signature's image under `<organizationId>/signatures/<id>`. */
export async function storeSignature(
  storage: FileStorage,
  organizationId: string,
  id: string,
  input: SignatureInput,
): Promise<StoredSignatureFields> {
  if (input.method === 'typed') return { typedName: input.typedName, imageKey: null, imageType: null };
  const imageKey = `${organizationId}/signatures/${id}`;
  await storage.put(imageKey, input.image, input.imageType);
  return { typedName: null, imageKey, imageType: input.imageType };
}

export async function readStoredImage(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A signature as the final PDF shows it: the typed name, or the image as a PNG data URL. The stored image is
 * decoded and written anew before it is embedded, so one stored before uploads were re-encoded is pixels only too.
 */
export type RenderedSignature = { typedName: string } | { imageDataUrl: string };

export async function renderSignature(
  storage: FileStorage,
  fields: StoredSignatureFields,
): Promise<RenderedSignature> {
  if (fields.imageKey && fields.imageType) {
    const image = await reencodeImage(await readStoredImage(storage, fields.imageKey), { output: 'png' });
    return { imageDataUrl: `data:image/png;base64,${image.bytes.toString('base64')}` };
  }
  return { typedName: fields.typedName ?? '' };
}
