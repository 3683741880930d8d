import type { Language } from '@immodesk/platform/domain/language';

export type RentReminderMailCopy = { subject: string; greeting: string; body: string; outstanding: string; reference: string; alreadyPaid: string; sentWith: string };

/** The reminder a tenant gets when rent stays unpaid after its due date, in the tenant's language. */
export const RENT_REMINDER_MAIL: Record<Language, RentReminderMailCopy> = {
  nl: {
    subject: 'Herinnering: huur {{period}} voor {{address}}',
    greeting: 'Beste {{name}},',
    body: 'De huur van {{amount}} voor {{address}}, te betalen op {{dueDate}}, hebben we nog niet (volledig) ontvangen.',
    outstanding: 'Nog te betalen: {{outstanding}}.',
    reference: 'Vermeld bij je overschrijving de gestructureerde mededeling {{reference}}.',
    alreadyPaid: 'Heb je intussen al betaald? Dan mag je deze herinnering als onbestaande beschouwen.',
    sentWith: 'Verstuurd via {{product}}',
  },
  fr: {
    subject: 'Rappel : loyer {{period}} pour {{address}}',
    greeting: 'Bonjour {{name}},',
    body: "Le loyer de {{amount}} pour {{address}}, payable le {{dueDate}}, ne nous est pas encore (entièrement) parvenu.",
    outstanding: 'Reste à payer : {{outstanding}}.',
    reference: 'Indiquez la communication structurée {{reference}} avec votre virement.',
    alreadyPaid: 'Vous avez payé entre-temps ? Dans ce cas, ne tenez pas compte de ce rappel.',
    sentWith: 'Envoyé via {{product}}',
  },
  en: {
    subject: 'Reminder: rent {{period}} for {{address}}',
    greeting: 'Dear {{name}},',
    body: 'We have not (fully) received the rent of {{amount}} for {{address}}, due on {{dueDate}}.',
    outstanding: 'Still to pay: {{outstanding}}.',
    reference: 'Please use the structured reference {{reference}} with your transfer.',
    alreadyPaid: 'Already paid in the meantime? Then please disregard this reminder.',
    sentWith: 'Sent via {{product}}',
  },
};
