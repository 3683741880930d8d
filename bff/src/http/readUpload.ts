import type { z } from 'zod';
import { AppError } from '@immodesk/platform/errors';
import type { AppContext } from './appContext';
import { readMultipartForm } from './readMultipartForm';
import { zodIssuesToDetails } from './zodDetails';

export type UploadedFile = { fileName: string; content: Buffer };

function textFields(form: FormData): Record<string, FormDataEntryValue | null> {
  const names = new Set([...form.keys()].filter((name) => name !== 'file'));
  return Object.fromEntries([...names].map((name) => [name, form.get(name)]));
}

/**
 * Reads a `multipart/form-data` upload: its one `file` part and, when the route has any, its text fields checked
 * with `fields`. A missing file and invalid fields are answered together in one `validation_error`.
 */
export async function readUpload<T = undefined>(
  ctx: AppContext,
  maxFileBytes: number,
  fields?: z.ZodType<T>,
): Promise<{ file: UploadedFile; fields: T }> {
  const form = await readMultipartForm(ctx, maxFileBytes);
  const file = form.get('file');
  const parsed = fields?.safeParse(textFields(form));
  const details = parsed && !parsed.success ? zodIssuesToDetails(parsed.error.issues, ctx.state.language) : {};
  if (!(file instanceof File)) details.file = 'validation.required';
  if (Object.keys(details).length > 0 || !(file instanceof File)) throw new AppError('validation_error', { details });
  return { file: { fileName: file.name, content: Buffer.from(await file.arrayBuffer()) }, fields: parsed?.data as T };
}
