import type { Language } from '@immodesk/platform/domain/language';

export type MessageMailCopy = { from: string; attachments: string; reply: string; sentWith: string };

/** The words around a landlord's message, in the recipient's language. */
export const MESSAGE_MAIL: Record<Language, MessageMailCopy> = {
  nl: {
    from: 'Bericht van {{sender}}',
    attachments: 'Bijlagen: {{files}}',
    reply: 'Je kunt gewoon op deze e-mail antwoorden: je antwoord komt bij {{sender}} ({{replyTo}}) terecht.',
    sentWith: 'Verstuurd via {{product}}',
  },
  fr: {
    from: 'Message de {{sender}}',
    attachments: 'Pièces jointes : {{files}}',
    reply: 'Vous pouvez simplement répondre à cet e-mail : votre réponse parviendra à {{sender}} ({{replyTo}}).',
    sentWith: 'Envoyé via {{product}}',
  },
  en: {
    from: 'Message from {{sender}}',
    attachments: 'Attachments: {{files}}',
    reply: 'You can simply reply to this e-mail: your answer goes to {{sender}} ({{replyTo}}).',
    sentWith: 'Sent via {{product}}',
  },
};
