import { z } from 'zod';
import { SIGNATURE_METHODS } from '../../vocabulary/signing';

/** SPEC.md §3 Signature: typed, drawn or uploaded (the vocabulary's list, which the signature chooser offers). */
export { SIGNATURE_METHODS };
export const ZSignatureMethod = z.enum(SIGNATURE_METHODS);
export type TSignatureMethod = z.infer<typeof ZSignatureMethod>;

/** SPEC.md §5: a signature upload is PNG, JPG or JPEG, at most 5 MB (checked by its bytes on the server). */
export const SIGNATURE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SIGNATURE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const TYPED_SIGNATURE_MAX_LENGTH = 100;

/**
 * A signature is sent as `multipart/form-data`: these text fields, and for `drawn` (the canvas as PNG) and
 * `uploaded` a `file` part. `typedName` is required for `typed`.
 */
export const ZSignatureFields = z.object({
  method: ZSignatureMethod,
  typedName: z.string().trim().max(TYPED_SIGNATURE_MAX_LENGTH).optional(),
});
export type TSignatureFields = z.infer<typeof ZSignatureFields>;
