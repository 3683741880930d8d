import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { DocumentEntity } from './entities/DocumentEntity';
import { DocumentFileDeletionEntity } from './entities/DocumentFileDeletionEntity';
import { CreateDocuments1732300500000 } from './migrations/1732300500000-CreateDocuments';
import { AddDocumentTaskId1732404000001 } from './migrations/1732404000001-AddDocumentTaskId';
import { AddDocumentChecksumAndFileDeletions1732600000000 } from './migrations/1732600000000-AddDocumentChecksumAndFileDeletions';

export const documentsDatabaseModule: ServiceDatabaseModule = {
  name: 'documents',
  entities: [DocumentEntity, DocumentFileDeletionEntity],
  migrations: [
    CreateDocuments1732300500000,
    AddDocumentTaskId1732404000001,
    AddDocumentChecksumAndFileDeletions1732600000000,
  ],
};
