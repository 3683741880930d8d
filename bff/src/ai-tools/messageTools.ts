import { z } from 'zod';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import { ZUuid } from '@immodesk/contracts/common/primitives';
import { MESSAGE_SUBJECT_MAX } from '@immodesk/contracts/messages/message';
import { definePilotTool } from './pilotTool';

const BODY_MAX = 5000;

/** A draft only: the chat shows it with a send button, and only the user's click sends it (POST /api/messages). */
export const draftTenantMessage = definePilotTool({
  name: 'draft_tenant_message',
  description:
    'Drafts a message to one tenant (its id) for the user to review; it is NOT sent: the user sends it from the chat.',
  input: z.object({
    tenantId: ZUuid,
    subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX),
    body: z.string().trim().min(1).max(BODY_MAX),
  }),
  output: z.object({
    tenantId: z.string(),
    tenantName: z.string(),
    email: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
  }),
  async run({ deps, context }, input) {
    const tenant = await deps.contacts.getTenant(context, { id: input.tenantId });
    return {
      tenantId: tenant.id,
      tenantName: tenantDisplayName(tenant).primary,
      email: tenant.email,
      subject: input.subject,
      body: input.body,
    };
  },
});
