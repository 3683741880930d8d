import { ZIsoDate } from '@immodesk/contracts/common/primitives';
import {
  RENT_ROLL_MAX_BYTES,
  rentRollCommitEndpoint,
  rentRollPreviewEndpoint,
  ZRentRollTemplateQuery,
} from '@immodesk/contracts/imports/rentRollImport.contract';
import { AppError } from '@immodesk/platform/errors';
import { contentSize, openContent, type FileContent } from '@immodesk/platform/ports/storage/fileContent';
import { z } from 'zod';
import { Readable } from 'node:stream';
import { readUpload } from '../http/readUpload';
import { sendFile } from '../http/sendFile';
import { rentRollTemplate } from '../imports/rentRollTemplate';
import { signedIn } from '../http/routeShorthands';
import { commitRentRoll, type CommitRentRollDeps } from '../use-cases/commitRentRoll';
import { previewRentRoll } from '../use-cases/previewRentRoll';

const ZPreviewFields = z.object({
  paidThrough: z.preprocess((value) => (value === '' ? undefined : value), ZIsoDate.optional()),
});

async function readAll(content: FileContent): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of openContent(content)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type ImportRoutesDeps = CommitRentRollDeps;

/** API.md third round: the rent-roll import (issue 25): preview, commit and the templates. */
export function importRoutes(deps: ImportRoutesDeps) {
  return [
    signedIn.get(
      '/api/imports/rent-roll/template',
      { query: ZRentRollTemplateQuery },
      async ({ ctx, query }) => {
        const template = await rentRollTemplate(query);
        sendFile(ctx, {
          stream: Readable.from([template.bytes]),
          mimeType: template.mimeType,
          sizeBytes: template.bytes.length,
          fileName: template.fileName,
          cacheControl: 'private, max-age=3600',
        });
      },
    ),
    // multipart/form-data: a `file` part (CSV or XLSX) and an optional `paidThrough` field.
    signedIn.post(rentRollPreviewEndpoint, async ({ ctx, session }) => {
      const { file, fields } = await readUpload(ctx, RENT_ROLL_MAX_BYTES, ZPreviewFields);
      if (contentSize(file.content) > RENT_ROLL_MAX_BYTES) throw new AppError('file_too_large');
      return previewRentRoll(deps, session, {
        file: await readAll(file.content),
        paidThrough: fields.paidThrough ?? null,
        language: ctx.state.language,
      });
    }),
    signedIn.post(rentRollCommitEndpoint, ({ ctx, session, params }) =>
      commitRentRoll(deps, session, { id: params.id, language: ctx.state.language }),
    ),
  ];
}
