import { AppError } from '@immodesk/platform/errors';
import { reencodeImage } from '@immodesk/platform/images/reencodeImage';
import { sniffSignatureImage } from '../domain/signatureImage';
import {
  SIGNATURE_IMAGE_MAX_BYTES,
  TYPED_SIGNATURE_MAX_LENGTH,
  type SignatureInput,
  type SignatureSubmission,
} from '../domain/signing';

/**
 * A signature as received: a typed name, or the image bytes of a drawing or an upload (PNG or JPEG by content,
 * at most 5 MB — SPEC.md §5), decoded and kept as a new PNG: what is stored and put in the PDF is only pixels.
 */
export async function toSignatureInput({
  method,
  typedName,
  image,
}: SignatureSubmission): Promise<SignatureInput> {
  if (method === 'typed') {
    const name = typedName?.trim() ?? '';
    if (!name || name.length > TYPED_SIGNATURE_MAX_LENGTH)
      throw new AppError('validation_error', { details: { typedName: 'validation.required' } });
    return { method, typedName: name };
  }
  if (!image || image.length === 0)
    throw new AppError('validation_error', { details: { file: 'validation.required' } });
  if (image.length > SIGNATURE_IMAGE_MAX_BYTES)
    throw new AppError('file_too_large', { params: { maximumMb: SIGNATURE_IMAGE_MAX_BYTES / 1024 / 1024 } });
  const imageType = sniffSignatureImage(image);
  if (!imageType) throw new AppError('unsupported_file_type');
  const reencoded = await reencodeImage(image, { output: 'png' });
  return { method, image: reencoded.bytes, imageType: 'image/png' };
}
