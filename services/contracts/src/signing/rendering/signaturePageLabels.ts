import type { Language } from '@immodesk/platform/domain/language';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import nl from '../../../locales/nl.json' with { type: 'json' };

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
  leaseSha256: string;
};

/** The signature page of a signed lease, in the contract's language (locales/*.json, `signaturePage`). */
export const SIGNATURE_PAGE_LABELS: Record<Language, SignaturePageLabels> = {
  nl: nl.signaturePage,
  fr: fr.signaturePage,
  en: en.signaturePage,
};
