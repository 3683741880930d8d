import type { Language } from '@immodesk/platform/domain/language';

/** The words of a rent request (PDF and mail) in the tenant's language. */
export type RentRequestLabels = {
  locale: string;
  title: string;
  to: string;
  property: string;
  period: string;
  rent: string;
  charges: string;
  alreadyReceived: string;
  amountDue: string;
  dueDate: string;
  howToPay: string;
  beneficiary: string;
  iban: string;
  bic: string;
  reference: string;
  referenceNote: string;
  scan: string;
  contract: string;
  fileName: string;
  mailSubject: string;
  mailIntro: string;
  mailPay: string;
  mailClosing: string;
};

const NL: RentRequestLabels = {
  locale: 'nl-BE',
  title: 'Huurverzoek',
  to: 'Aan',
  property: 'Gehuurd goed',
  period: 'Periode',
  rent: 'Huur',
  charges: 'Kosten en lasten',
  alreadyReceived: 'Reeds ontvangen',
  amountDue: 'Te betalen',
  dueDate: 'Te betalen uiterlijk op',
  howToPay: 'Betaal met een overschrijving',
  beneficiary: 'Begunstigde',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Gestructureerde mededeling',
  referenceNote: 'Vermeld altijd deze gestructureerde mededeling: zo wordt je betaling automatisch herkend.',
  scan: 'Scan deze QR-code met je bankapp: begunstigde, bedrag en mededeling worden ingevuld.',
  contract: 'Huurovereenkomst',
  fileName: 'Huurverzoek',
  mailSubject: 'Huurverzoek {{period}} – {{property}}',
  mailIntro: 'Beste {{tenant}},\n\nIn bijlage vind je het huurverzoek voor {{period}} voor {{property}}.',
  mailPay: 'Gelieve {{amount}} te betalen uiterlijk op {{dueDate}} op {{iban}} ({{holder}}) met de gestructureerde mededeling {{reference}}.',
  mailClosing: 'Met vriendelijke groeten,\n{{landlord}}',
};

const FR: RentRequestLabels = {
  locale: 'fr-BE',
  title: 'Demande de loyer',
  to: 'À',
  property: 'Bien loué',
  period: 'Période',
  rent: 'Loyer',
  charges: 'Charges',
  alreadyReceived: 'Déjà reçu',
  amountDue: 'À payer',
  dueDate: 'À payer au plus tard le',
  howToPay: 'Payez par virement',
  beneficiary: 'Bénéficiaire',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Communication structurée',
  referenceNote: 'Indiquez toujours cette communication structurée : votre paiement sera ainsi reconnu automatiquement.',
  scan: 'Scannez ce code QR avec votre app bancaire : bénéficiaire, montant et communication sont complétés.',
  contract: 'Bail',
  fileName: 'Demande-de-loyer',
  mailSubject: 'Demande de loyer {{period}} – {{property}}',
  mailIntro: 'Bonjour {{tenant}},\n\nVous trouverez en annexe la demande de loyer de {{period}} pour {{property}}.',
  mailPay: 'Merci de payer {{amount}} au plus tard le {{dueDate}} sur le compte {{iban}} ({{holder}}) avec la communication structurée {{reference}}.',
  mailClosing: 'Meilleures salutations,\n{{landlord}}',
};

const EN: RentRequestLabels = {
  locale: 'en-BE',
  title: 'Rent request',
  to: 'To',
  property: 'Rented property',
  period: 'Period',
  rent: 'Rent',
  charges: 'Charges',
  alreadyReceived: 'Already received',
  amountDue: 'Amount due',
  dueDate: 'Due by',
  howToPay: 'Pay by bank transfer',
  beneficiary: 'Beneficiary',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Structured communication',
  referenceNote: 'Always use this structured communication: your payment is then recognised automatically.',
  scan: 'Scan this QR code with your banking app: beneficiary, amount and communication are filled in.',
  contract: 'Lease',
  fileName: 'Rent-request',
  mailSubject: 'Rent request {{period}} – {{property}}',
  mailIntro: 'Dear {{tenant}},\n\nPlease find attached the rent request for {{period}} for {{property}}.',
  mailPay: 'Please pay {{amount}} by {{dueDate}} to {{iban}} ({{holder}}) with the structured communication {{reference}}.',
  mailClosing: 'Kind regards,\n{{landlord}}',
};

export const RENT_REQUEST_LABELS: Record<Language, RentRequestLabels> = { nl: NL, fr: FR, en: EN };
