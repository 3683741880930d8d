import { z } from 'zod';
import { ZUuid } from '../common/primitives';

/** GET /api/documents/:id/download answers the file itself with its content type and file name. */
export const ZDownloadDocumentParams = z.object({ id: ZUuid });
export type TDownloadDocumentParams = z.infer<typeof ZDownloadDocumentParams>;
