import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { DocumentEntity } from './entities/DocumentEntity';
import { CreateDocuments1732300500000 } from './migrations/1732300500000-CreateDocuments';
import { AddDocumentTaskId1732404000001 } from './migrations/1732404000001-AddDocumentTaskId';

export const documentsDatabaseModule: ServiceDatabaseModule = {
  name: 'documents',
  entities: [DocumentEntity],
  migrations: [CreateDocuments1732300500000, AddDocumentTaskId1732404000001],
};
