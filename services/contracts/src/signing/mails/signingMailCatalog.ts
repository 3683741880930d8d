import type { Language } from '@immodesk/platform/domain/language';

export type InvitationCopy = { from: string; open: string; expires: string; howTo: string; eidas: string; sentWith: string };
export type CodeCopy = { subject: string; intro: string; code: string; validity: string; ignore: string };

/** The words around the landlord's own subject and message in the mail with the share link, in the tenant's language. */
export const INVITATION_MAIL: Record<Language, InvitationCopy> = {
  nl: {
    from: 'Bericht van {{sender}}',
    open: 'Contract bekijken en ondertekenen',
    expires: 'Deze link is geldig tot {{date}}.',
    howTo: 'Je bevestigt je naam en e-mailadres met een eenmalige code die we je mailen, en ondertekent dan door je naam te typen, te tekenen of een afbeelding op te laden.',
    eidas: 'Dit is een gewone elektronische handtekening in de zin van de eIDAS-verordening.',
    sentWith: 'Verstuurd via {{product}}',
  },
  fr: {
    from: 'Message de {{sender}}',
    open: 'Consulter et signer le contrat',
    expires: 'Ce lien est valable jusqu’au {{date}}.',
    howTo: 'Vous confirmez votre nom et votre adresse e-mail avec un code à usage unique que nous vous envoyons, puis vous signez en saisissant votre nom, en dessinant ou en téléversant une image.',
    eidas: 'Il s’agit d’une signature électronique simple au sens du règlement eIDAS.',
    sentWith: 'Envoyé via {{product}}',
  },
  en: {
    from: 'Message from {{sender}}',
    open: 'View and sign the contract',
    expires: 'This link is valid until {{date}}.',
    howTo: 'You confirm your name and e-mail address with a one-time code we mail to you, then sign by typing your name, drawing or uploading an image.',
    eidas: 'This is a simple electronic signature in the sense of the eIDAS regulation.',
    sentWith: 'Sent via {{product}}',
  },
};

/** The one-time code mail. */
export const CODE_MAIL: Record<Language, CodeCopy> = {
  nl: {
    subject: 'Je code om contract {{contractNumber}} te ondertekenen',
    intro: 'Gebruik deze code om je e-mailadres te bevestigen en contract {{contractNumber}} te ondertekenen:',
    code: '{{code}}',
    validity: 'De code is 10 minuten geldig en kan één keer gebruikt worden.',
    ignore: 'Heb je deze code niet aangevraagd? Dan kun je deze e-mail negeren.',
  },
  fr: {
    subject: 'Votre code pour signer le contrat {{contractNumber}}',
    intro: 'Utilisez ce code pour confirmer votre adresse e-mail et signer le contrat {{contractNumber}} :',
    code: '{{code}}',
    validity: 'Le code est valable 10 minutes et ne peut être utilisé qu’une seule fois.',
    ignore: 'Vous n’avez pas demandé ce code ? Vous pouvez ignorer cet e-mail.',
  },
  en: {
    subject: 'Your code to sign contract {{contractNumber}}',
    intro: 'Use this code to confirm your e-mail address and sign contract {{contractNumber}}:',
    code: '{{code}}',
    validity: 'The code is valid for 10 minutes and can be used once.',
    ignore: 'Did not ask for this code? You can ignore this e-mail.',
  },
};
