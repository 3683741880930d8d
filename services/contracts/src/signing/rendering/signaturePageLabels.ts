import type { Language } from '@immodesk/platform/domain/language';

export type SignaturePageLabels = {
  locale: string;
  title: string;
  intro: string;
  roles: { tenant: string; landlord: string };
  email: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  verification: string;
  codeVerified: string;
  signedInLandlord: string;
  method: string;
  methods: { typed: string; drawn: string; uploaded: string };
  eidas: string;
};

/** The signature page of a signed lease, in the contract's language. */
export const SIGNATURE_PAGE_LABELS: Record<Language, SignaturePageLabels> = {
  nl: {
    locale: 'nl-BE',
    title: 'Handtekeningen en bewijs',
    intro: 'Dit contract werd elektronisch ondertekend door de volgende partijen.',
    roles: { tenant: 'Huurder', landlord: 'Verhuurder' },
    email: 'E-mail',
    signedAt: 'Ondertekend op',
    ipAddress: 'IP-adres',
    userAgent: 'Browser',
    verification: 'Verificatie',
    codeVerified: 'e-mailadres bevestigd met een eenmalige code op {{date}}',
    signedInLandlord: 'aangemeld in het account van de verhuurder',
    method: 'Wijze',
    methods: { typed: 'getypte naam', drawn: 'getekende handtekening', uploaded: 'opgeladen afbeelding' },
    eidas: 'Gewone elektronische handtekening in de zin van de eIDAS-verordening (EU 910/2014). De SHA-256-vingerafdruk van dit document staat in het audittrail van het contract.',
  },
  fr: {
    locale: 'fr-BE',
    title: 'Signatures et preuves',
    intro: 'Ce contrat a été signé électroniquement par les parties suivantes.',
    roles: { tenant: 'Locataire', landlord: 'Bailleur' },
    email: 'E-mail',
    signedAt: 'Signé le',
    ipAddress: 'Adresse IP',
    userAgent: 'Navigateur',
    verification: 'Vérification',
    codeVerified: 'adresse e-mail confirmée par un code à usage unique le {{date}}',
    signedInLandlord: 'connecté au compte du bailleur',
    method: 'Mode',
    methods: { typed: 'nom saisi', drawn: 'signature dessinée', uploaded: 'image téléversée' },
    eidas: 'Signature électronique simple au sens du règlement eIDAS (UE 910/2014). L’empreinte SHA-256 de ce document figure dans la piste d’audit du contrat.',
  },
  en: {
    locale: 'en-BE',
    title: 'Signatures and evidence',
    intro: 'This contract was signed electronically by the following parties.',
    roles: { tenant: 'Tenant', landlord: 'Landlord' },
    email: 'E-mail',
    signedAt: 'Signed on',
    ipAddress: 'IP address',
    userAgent: 'Browser',
    verification: 'Verification',
    codeVerified: 'e-mail address confirmed with a one-time code on {{date}}',
    signedInLandlord: 'signed in to the landlord’s account',
    method: 'Method',
    methods: { typed: 'typed name', drawn: 'drawn signature', uploaded: 'uploaded image' },
    eidas: 'Simple electronic signature in the sense of the eIDAS regulation (EU 910/2014). The SHA-256 fingerprint of this document is in the contract’s audit trail.',
  },
};
