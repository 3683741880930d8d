// What the AI pilot proposes and the landlord accepts or not: the pilot's tools answer these, the chat shows them.

/** A message the pilot drafts to a tenant: the landlord reads it and sends it or not. */
export type AiMessageDraft = {
  tenantId: string;
  tenantName: string;
  email: string | null;
  subject: string;
  body: string;
};

/** A task the pilot proposes: the landlord creates it or not. */
export type AiTaskDraft = {
  title: string;
  description: string | null;
  dueDate: string | null;
  priority: 'low' | 'medium' | 'high';
  propertyId: string | null;
  propertyAddress: string | null;
};
