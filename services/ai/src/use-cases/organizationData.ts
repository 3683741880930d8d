import { organizationTables } from '@immodesk/platform/database/organizationData';
import { AiConversationEntity } from '../entities/AiConversationEntity';
import { AiMessageEntity } from '../entities/AiMessageEntity';

/** The organization's AI Pilot conversations and their messages: data export (API.md GET /api/user/export) and account deletion, children first. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: AiMessageEntity },
  { entity: AiConversationEntity },
]);
