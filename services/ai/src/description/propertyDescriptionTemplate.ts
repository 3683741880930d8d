import type { Language } from '@immodesk/platform/domain/language';
import { interpolate, plural } from '@immodesk/platform/i18n/translate';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import nl from '../../locales/nl.json' with { type: 'json' };
import { formatMoney } from '../builtin/formatting';
import type { PropertyFacts } from '../pilot/chatProvider';

/** SPEC.md §3: a property's description holds at most 2000 characters. */
export const DESCRIPTION_MAX_LENGTH = 2000;

type DescriptionLocale = (typeof nl)['propertyDescription'];

const DESCRIPTION_TEXTS: Record<Language, DescriptionLocale> = {
  nl: nl.propertyDescription,
  en: en.propertyDescription,
  fr: fr.propertyDescription,
};

/** Cuts at the last sentence that fits, so the text never ends mid-word. */
export function fitDescription(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= DESCRIPTION_MAX_LENGTH) return trimmed;
  const cut = trimmed.slice(0, DESCRIPTION_MAX_LENGTH);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  if (sentenceEnd > DESCRIPTION_MAX_LENGTH / 2) return cut.slice(0, sentenceEnd + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : DESCRIPTION_MAX_LENGTH - 1)}…`.slice(
    0,
    DESCRIPTION_MAX_LENGTH,
  );
}

/** The built-in provider's description: sentences from the known facts only, in the chosen language. */
export function describePropertyFromTemplate(facts: PropertyFacts, language: Language): string {
  const t = DESCRIPTION_TEXTS[language];
  const list = (items: string[]) =>
    new Intl.ListFormat(`${language}-BE`, { type: 'conjunction' }).format(items);
  const street = [facts.street, facts.houseNumber].filter(Boolean).join(' ');
  const type = (t.types as Record<string, string | undefined>)[facts.type] ?? facts.type;
  const sentences = [interpolate(t.intro, { type, street, city: `${facts.postalCode} ${facts.city}` })];
  if (facts.livingSpace) sentences.push(interpolate(t.living, { m2: facts.livingSpace }));
  else if (facts.totalSurface) sentences.push(interpolate(t.plot, { m2: facts.totalSurface }));
  if (facts.bedrooms) sentences.push(plural(t, 'bedrooms', facts.bedrooms));
  if (facts.bathrooms) sentences.push(plural(t, 'bathrooms', facts.bathrooms));
  if (facts.yearBuilt) sentences.push(interpolate(t.built, { year: facts.yearBuilt }));
  if (facts.renovatedYear) sentences.push(interpolate(t.renovated, { year: facts.renovatedYear }));
  const outside = [
    facts.hasGarden && t.garden,
    facts.hasTerrace && t.terrace,
    facts.hasBalcony && t.balcony,
  ].filter((item): item is string => Boolean(item));
  if (facts.outdoorSurface && outside.length > 0)
    outside.push(interpolate(t.outdoor, { m2: facts.outdoorSurface }));
  if (outside.length > 0) sentences.push(interpolate(t.outside, { features: list(outside) }));
  const storage = [facts.hasBasement && t.basement, facts.hasAttic && t.attic].filter(
    (item): item is string => Boolean(item),
  );
  if (storage.length > 0) sentences.push(interpolate(t.storage, { features: list(storage) }));
  if (facts.parkingSpaces) sentences.push(plural(t, 'parking', facts.parkingSpaces));
  if (facts.furniture) sentences.push(t.furniture[facts.furniture]);
  if (facts.petsAllowed) sentences.push(t.pets);
  if (facts.epcLabel)
    sentences.push(
      interpolate(facts.epcConsumption === null ? t.epc : t.epcWithConsumption, {
        label: facts.epcLabel,
        consumption: facts.epcConsumption ?? '',
      }),
    );
  if (facts.rentCents) sentences.push(interpolate(t.rent, { amount: formatMoney(facts.rentCents) }));
  return fitDescription(sentences.join(' '));
}
