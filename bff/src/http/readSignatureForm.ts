import fsp from 'node:fs/promises';
import {
  SIGNATURE_IMAGE_MAX_BYTES,
  ZSignatureFields,
} from '@immodesk/contracts/contracts/signing/signature.contract';
import { AppError } from '@immodesk/platform/errors';
import type { SignatureSubmission } from '@immodesk/contracts-service/signingApi';
import type { AppContext } from './appContext';
import { readMultipartForm } from './readMultipartForm';
import { zodIssuesToDetails } from './zodDetails';

/**
 * Reads a signature form (ZSignatureFields, plus a `file` part for a drawn or uploaded one) and any extra text
 * fields the route names. The file is at most 5 MB, so its bytes are read into memory for the service's checks.
 */
export async function readSignatureForm(
  ctx: AppContext,
): Promise<{ submission: SignatureSubmission; fields: Record<string, string> }> {
  const form = await readMultipartForm(ctx, SIGNATURE_IMAGE_MAX_BYTES);
  const parsed = ZSignatureFields.safeParse(form.fields);
  if (!parsed.success)
    throw new AppError('validation_error', {
      details: zodIssuesToDetails(parsed.error.issues, ctx.state.language),
    });
  const image = form.file ? await fsp.readFile(form.file.path) : undefined;
  return {
    submission: { method: parsed.data.method, typedName: parsed.data.typedName, image },
    fields: form.fields,
  };
}
