import { z } from 'zod';
import { ZUuid } from '../common/primitives';

/**
 * GET /api/documents/:id/download answers the file itself with its content type and file name
 * (`?inline=1`: shown in the browser, for the preview). The file is checked against the checksum taken at upload:
 * a file changed in the store answers 500 `internal` with the translated "download failed" message, never the
 * changed bytes; a file missing from the store 404 and a store that cannot be reached 503 `unavailable`, both with
 * the same message.
 */
export const ZDownloadDocumentParams = z.object({ id: ZUuid });
export type TDownloadDocumentParams = z.infer<typeof ZDownloadDocumentParams>;
export const ZDownloadDocumentQuery = z.object({ inline: z.enum(['0', '1']).optional() });
export type TDownloadDocumentQuery = z.infer<typeof ZDownloadDocumentQuery>;
