import type { z } from 'zod';
import { AppError } from '@immodesk/platform/errors';
import type { FileContent } from '@immodesk/platform/ports/storage/fileContent';
import type { AppContext } from './appContext';
import { readMultipartForm } from './readMultipartForm';
import { zodIssuesToDetails } from './zodDetails';

/** An uploaded file as the use cases take it: its name and its content, spooled to disk while it arrived. */
export type UploadedFile = { fileName: string; content: FileContent };

/**
 * Reads a `multipart/form-data` upload (streamed, see readMultipartForm): its one `file` part and, when the route
 * has any, its text fields checked with `fields`. A missing file and invalid fields are answered together in one
 * `validation_error`.
 */
export async function readUpload<T = undefined>(
  ctx: AppContext,
  maxFileBytes: number,
  fields?: z.ZodType<T>,
): Promise<{ file: UploadedFile; fields: T }> {
  const form = await readMultipartForm(ctx, maxFileBytes);
  const parsed = fields?.safeParse(form.fields);
  const details =
    parsed && !parsed.success ? zodIssuesToDetails(parsed.error.issues, ctx.state.language) : {};
  if (!form.file) details.file = 'validation.required';
  if (Object.keys(details).length > 0 || !form.file) throw new AppError('validation_error', { details });
  return { file: { fileName: form.file.name, content: form.file }, fields: parsed?.data as T };
}
