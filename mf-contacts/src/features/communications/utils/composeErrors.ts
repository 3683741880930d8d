export type ComposeField = 'recipients' | 'cc' | 'bcc' | 'subject' | 'html' | 'attachmentDocumentIds';
export type ComposeErrors = Partial<Record<ComposeField, string>>;

export type ComposeDraft = { recipientCount: number; subject: string; html: string };

/** What must be filled in before the form goes to the server (SPEC §5: all required fields, one recipient at least). */
export function missingComposeFields(draft: ComposeDraft): ComposeField[] {
  const missing: ComposeField[] = [];
  if (draft.recipientCount === 0) missing.push('recipients');
  if (draft.subject.trim() === '') missing.push('subject');
  if (draft.html.replace(/<[^>]*>/g, '').trim() === '') missing.push('html');
  return missing;
}
