import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mail/Mailer';
import { ContactInquiryEntity, type ContactInquiryRow } from './contactInquiryEntity';
import { renderContactMail } from './contactMail';

export type ContactDeps = {
  dataSource: DataSource;
  clock: Clock;
  mailer: Mailer;
  /** Read per inquiry from the branding, so a changed support address needs no restart. */
  brand: () => { productName: string; supportEmail: string };
};

export type ContactInquiryInput = Omit<ContactInquiryRow, 'id' | 'language' | 'createdAt'> & {
  language: 'nl' | 'en' | 'fr';
};

/** Stores a contact-form inquiry and mails it to the support address through the outbox (delivered with retries). */
export async function submitContactInquiry(
  deps: ContactDeps,
  input: ContactInquiryInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  await deps.dataSource
    .getRepository(ContactInquiryEntity)
    .insert({ id, ...input, createdAt: deps.clock.now() });
  const { productName, supportEmail } = deps.brand();
  await deps.mailer.send(renderContactMail({ ...input, inquiryId: id, productName, supportEmail }));
  return { id };
}
