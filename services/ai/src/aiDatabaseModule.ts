import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { AiConversationEntity } from './entities/AiConversationEntity';
import { AiMessageEntity } from './entities/AiMessageEntity';
import { CreateAiConversations1732300600000 } from './migrations/1732300600000-CreateAiConversations';
import { CreateAiMessages1732300600001 } from './migrations/1732300600001-CreateAiMessages';

export const aiDatabaseModule: ServiceDatabaseModule = {
  name: 'ai',
  entities: [AiConversationEntity, AiMessageEntity],
  migrations: [CreateAiConversations1732300600000, CreateAiMessages1732300600001],
};
