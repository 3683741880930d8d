import type { Language } from '@immodesk/platform/domain/language';
import { formatMoney } from '../builtin/formatting';
import type { PropertyFacts } from '../pilot/chatProvider';

/** SPEC.md §3: a property's description holds at most 2000 characters. */
export const DESCRIPTION_MAX_LENGTH = 2000;

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  nl: {
    apartment: 'appartement', archive: 'archiefruimte', garage: 'garage', commercial_unit: 'handelspand', house: 'woning', room: 'kamer', office: 'kantoor',
    cellar: 'kelder', student_room: 'studentenkamer', land: 'grond', warehouse: 'magazijn', parking: 'parkeerplaats', townhouse: 'rijwoning', studio: 'studio',
    penthouse: 'penthouse',
  },
  en: {
    apartment: 'apartment', archive: 'archive room', garage: 'garage', commercial_unit: 'commercial unit', house: 'house', room: 'room', office: 'office',
    cellar: 'cellar', student_room: 'student room', land: 'plot of land', warehouse: 'warehouse', parking: 'parking space', townhouse: 'townhouse', studio: 'studio',
    penthouse: 'penthouse',
  },
  fr: {
    apartment: 'appartement', archive: "local d'archives", garage: 'garage', commercial_unit: 'surface commerciale', house: 'maison', room: 'chambre', office: 'bureau',
    cellar: 'cave', student_room: 'kot étudiant', land: 'terrain', warehouse: 'entrepôt', parking: 'emplacement de parking', townhouse: 'maison mitoyenne',
    studio: 'studio', penthouse: 'penthouse',
  },
};

type Phrases = {
  intro(type: string, street: string, city: string): string;
  living(m2: number): string;
  plot(m2: number): string;
  bedrooms(count: number): string;
  bathrooms(count: number): string;
  built(year: number): string;
  renovated(year: number): string;
  outside(features: string): string;
  garden: string;
  terrace: string;
  balcony: string;
  outdoor(m2: number): string;
  storage(features: string): string;
  basement: string;
  attic: string;
  parking(count: number): string;
  furniture: Record<NonNullable<PropertyFacts['furniture']>, string>;
  pets: string;
  epc(label: string, consumption: number | null): string;
  rent(amount: string): string;
  list(items: string[]): string;
};

const join = (language: Language) => (items: string[]) => new Intl.ListFormat(`${language}-BE`, { type: 'conjunction' }).format(items);

const PHRASES: Record<Language, Phrases> = {
  nl: {
    intro: (type, street, city) => `Te huur: ${type}, ${street} in ${city}.`,
    living: (m2) => `Het biedt ${m2} m² woonoppervlakte.`,
    plot: (m2) => `De totale oppervlakte bedraagt ${m2} m².`,
    bedrooms: (count) => (count === 1 ? 'Er is 1 slaapkamer.' : `Er zijn ${count} slaapkamers.`),
    bathrooms: (count) => (count === 1 ? 'Er is 1 badkamer.' : `Er zijn ${count} badkamers.`),
    built: (year) => `Het gebouw dateert van ${year}.`,
    renovated: (year) => `Het werd gerenoveerd in ${year}.`,
    outside: (features) => `Buiten geniet je van ${features}.`,
    garden: 'een tuin',
    terrace: 'een terras',
    balcony: 'een balkon',
    outdoor: (m2) => `${m2} m² buitenruimte`,
    storage: (features) => `Extra bergruimte: ${features}.`,
    basement: 'een kelder',
    attic: 'een zolder',
    parking: (count) => (count === 1 ? 'Er is 1 parkeerplaats.' : `Er zijn ${count} parkeerplaatsen.`),
    furniture: { furnished: 'Het wordt gemeubeld verhuurd.', semi_furnished: 'Het wordt deels gemeubeld verhuurd.', unfurnished: 'Het wordt ongemeubeld verhuurd.' },
    pets: 'Huisdieren zijn welkom.',
    epc: (label, consumption) => `EPC-label ${label}${consumption === null ? '' : ` (${consumption} kWh/m² per jaar)`}.`,
    rent: (amount) => `Huurprijs: ${amount} per maand.`,
    list: join('nl'),
  },
  en: {
    intro: (type, street, city) => `For rent: ${type}, ${street} in ${city}.`,
    living: (m2) => `It offers ${m2} m² of living space.`,
    plot: (m2) => `The total surface is ${m2} m².`,
    bedrooms: (count) => (count === 1 ? 'There is 1 bedroom.' : `There are ${count} bedrooms.`),
    bathrooms: (count) => (count === 1 ? 'There is 1 bathroom.' : `There are ${count} bathrooms.`),
    built: (year) => `The building dates from ${year}.`,
    renovated: (year) => `It was renovated in ${year}.`,
    outside: (features) => `Outside you can enjoy ${features}.`,
    garden: 'a garden',
    terrace: 'a terrace',
    balcony: 'a balcony',
    outdoor: (m2) => `${m2} m² of outdoor space`,
    storage: (features) => `Extra storage: ${features}.`,
    basement: 'a basement',
    attic: 'an attic',
    parking: (count) => (count === 1 ? 'There is 1 parking space.' : `There are ${count} parking spaces.`),
    furniture: { furnished: 'It is let furnished.', semi_furnished: 'It is let partly furnished.', unfurnished: 'It is let unfurnished.' },
    pets: 'Pets are welcome.',
    epc: (label, consumption) => `EPC label ${label}${consumption === null ? '' : ` (${consumption} kWh/m² per year)`}.`,
    rent: (amount) => `Rent: ${amount} per month.`,
    list: join('en'),
  },
  fr: {
    intro: (type, street, city) => `À louer : ${type}, ${street} à ${city}.`,
    living: (m2) => `Il offre ${m2} m² de surface habitable.`,
    plot: (m2) => `La surface totale est de ${m2} m².`,
    bedrooms: (count) => (count === 1 ? 'Il y a 1 chambre.' : `Il y a ${count} chambres.`),
    bathrooms: (count) => (count === 1 ? 'Il y a 1 salle de bains.' : `Il y a ${count} salles de bains.`),
    built: (year) => `Le bâtiment date de ${year}.`,
    renovated: (year) => `Il a été rénové en ${year}.`,
    outside: (features) => `À l'extérieur, vous profitez d'${features}.`,
    garden: 'un jardin',
    terrace: 'une terrasse',
    balcony: 'un balcon',
    outdoor: (m2) => `${m2} m² d'espace extérieur`,
    storage: (features) => `Rangement supplémentaire : ${features}.`,
    basement: 'une cave',
    attic: 'un grenier',
    parking: (count) => (count === 1 ? 'Il y a 1 emplacement de parking.' : `Il y a ${count} emplacements de parking.`),
    furniture: { furnished: 'Il est loué meublé.', semi_furnished: 'Il est loué partiellement meublé.', unfurnished: 'Il est loué non meublé.' },
    pets: 'Les animaux sont les bienvenus.',
    epc: (label, consumption) => `PEB ${label}${consumption === null ? '' : ` (${consumption} kWh/m² par an)`}.`,
    rent: (amount) => `Loyer : ${amount} par mois.`,
    list: join('fr'),
  },
};

/** Cuts at the last sentence that fits, so the text never ends mid-word. */
export function fitDescription(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= DESCRIPTION_MAX_LENGTH) return trimmed;
  const cut = trimmed.slice(0, DESCRIPTION_MAX_LENGTH);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  if (sentenceEnd > DESCRIPTION_MAX_LENGTH / 2) return cut.slice(0, sentenceEnd + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : DESCRIPTION_MAX_LENGTH - 1)}…`.slice(0, DESCRIPTION_MAX_LENGTH);
}

/** The built-in provider's description: sentences from the known facts only, in the chosen language. */
export function describePropertyFromTemplate(facts: PropertyFacts, language: Language): string {
  const p = PHRASES[language];
  const street = [facts.street, facts.houseNumber].filter(Boolean).join(' ');
  const sentences = [p.intro(TYPE_NAMES[language][facts.type] ?? facts.type, street, `${facts.postalCode} ${facts.city}`)];
  if (facts.livingSpace) sentences.push(p.living(facts.livingSpace));
  else if (facts.totalSurface) sentences.push(p.plot(facts.totalSurface));
  if (facts.bedrooms) sentences.push(p.bedrooms(facts.bedrooms));
  if (facts.bathrooms) sentences.push(p.bathrooms(facts.bathrooms));
  if (facts.yearBuilt) sentences.push(p.built(facts.yearBuilt));
  if (facts.renovatedYear) sentences.push(p.renovated(facts.renovatedYear));
  const outside = [facts.hasGarden && p.garden, facts.hasTerrace && p.terrace, facts.hasBalcony && p.balcony].filter((item): item is string => Boolean(item));
  if (outside.length > 0) sentences.push(p.outside(p.list(facts.outdoorSurface ? [...outside, p.outdoor(facts.outdoorSurface)] : outside)));
  const storage = [facts.hasBasement && p.basement, facts.hasAttic && p.attic].filter((item): item is string => Boolean(item));
  if (storage.length > 0) sentences.push(p.storage(p.list(storage)));
  if (facts.parkingSpaces) sentences.push(p.parking(facts.parkingSpaces));
  if (facts.furniture) sentences.push(p.furniture[facts.furniture]);
  if (facts.petsAllowed) sentences.push(p.pets);
  if (facts.epcLabel) sentences.push(p.epc(facts.epcLabel, facts.epcConsumption));
  if (facts.rentCents) sentences.push(p.rent(formatMoney(facts.rentCents)));
  return fitDescription(sentences.join(' '));
}
