import type { Language } from '@immodesk/platform/domain/language';
import { interpolate } from '@immodesk/platform/i18n/translate';
import { formatBelgianVat } from '@immodesk/contracts/vocabulary/enterpriseNumber';
import { formatNationalRegisterNumber } from '@immodesk/contracts/vocabulary/nationalRegisterNumber';
import { hasAddress, type LeaseParty } from '../domain/leaseParty';
import { formatLongDate, RENDER_LABELS } from './labels';

/** "Kerkstraat 12 bus 3, 9000 Gent" (and the country's name outside Belgium), or the fill-in blank. */
export function partyAddress(language: Language, party: LeaseParty): string {
  const labels = RENDER_LABELS[language];
  if (!hasAddress(party)) return labels.blank;
  const street = [party.street, party.houseNumber, party.bus ? `${labels.identity.box} ${party.bus}` : null]
    .filter(Boolean)
    .join(' ');
  const country =
    party.country && party.country !== 'BE'
      ? new Intl.DisplayNames([labels.locale], { type: 'region' }).of(party.country)
      : null;
  return [street, `${party.postalCode} ${party.city}`, country].filter(Boolean).join(', ');
}

/**
 * How the lease identifies a party (rental-law.md §8): a person by name, date and place of birth, national register
 * number when known, and domicile; a company by name, enterprise number, registered office and who represents it.
 * A value not filled in yet is the fill-in blank, never a "not stated" mention: `send` refuses a lease that still
 * lacks one (domain/leaseRequirements), so only a draft printed for signing on paper shows a blank, to be written in.
 */
export function partyIdentity(language: Language, party: LeaseParty): string {
  const labels = RENDER_LABELS[language];
  const words = labels.identity;
  const address = partyAddress(language, party);
  const parts: string[] = [party.name];
  if (party.kind === 'company') {
    parts.push(
      interpolate(words.enterpriseNumber, {
        number: party.enterpriseNumber ? formatBelgianVat(party.enterpriseNumber) : labels.blank,
      }),
      interpolate(words.registeredOffice, { address }),
    );
    if (party.representedBy) parts.push(interpolate(words.representedBy, { name: party.representedBy }));
  } else {
    parts.push(
      interpolate(words.born, {
        place: party.birthPlace ?? labels.blank,
        date: party.birthDate ? formatLongDate(language, party.birthDate) : labels.blank,
      }),
    );
    if (party.nationalRegisterNumber)
      parts.push(
        interpolate(words.nationalRegisterNumber, {
          number: formatNationalRegisterNumber(party.nationalRegisterNumber),
        }),
      );
    parts.push(interpolate(words.domicile, { address }));
  }
  if (party.email) parts.push(interpolate(words.email, { email: party.email }));
  return parts.join(', ');
}
