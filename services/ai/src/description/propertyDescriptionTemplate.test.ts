import { describe, expect, it } from 'vitest';
import type { PropertyFacts } from '../pilot/chatProvider';
import {
  DESCRIPTION_MAX_LENGTH,
  describePropertyFromTemplate,
  fitDescription,
} from './propertyDescriptionTemplate';

const facts: PropertyFacts = {
  type: 'house',
  street: 'Korenlei',
  houseNumber: '7',
  bus: null,
  postalCode: '9000',
  city: 'Gent',
  rentCents: 115000,
  livingSpace: 135,
  totalSurface: 160,
  outdoorSurface: 90,
  yearBuilt: 1932,
  renovatedYear: 2018,
  bedrooms: 3,
  bathrooms: 1,
  parkingSpaces: null,
  hasBasement: true,
  hasAttic: false,
  hasGarden: true,
  hasTerrace: true,
  hasBalcony: false,
  furniture: 'unfurnished',
  petsAllowed: true,
  epcLabel: 'B',
  epcConsumption: 180,
};

describe('the built-in property description', () => {
  it('writes the known facts in the chosen language, with Belgian money, and leaves out what is unknown', () => {
    expect(describePropertyFromTemplate(facts, 'nl')).toBe(
      'Te huur: woning, Korenlei 7 in 9000 Gent. Het biedt 135 m² woonoppervlakte. Er zijn 3 slaapkamers. Er is 1 badkamer. Het gebouw dateert van 1932. ' +
        'Het werd gerenoveerd in 2018. Buiten geniet je van een tuin, een terras en 90 m² buitenruimte. Extra bergruimte: een kelder. Het wordt ongemeubeld verhuurd. ' +
        'Huisdieren zijn welkom. EPC-label B (180 kWh/m² per jaar). Huurprijs: €\u00a01.150,00 per maand.',
    );
    expect(describePropertyFromTemplate(facts, 'fr')).toMatch(
      /^À louer : maison, Korenlei 7 à 9000 Gent\. .*PEB B .*Loyer : €\s1\.150,00 par mois\.$/,
    );
    expect(describePropertyFromTemplate({ ...facts, bedrooms: null, epcLabel: null }, 'en')).not.toMatch(
      /bedroom|EPC/,
    );
  });

  it('never exceeds 2000 characters, cutting at the end of a sentence', () => {
    const long = 'Een lichte woning met zicht op de Leie. '.repeat(80);
    const fitted = fitDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(fitted.endsWith('Leie.')).toBe(true);
    expect(fitDescription('kort')).toBe('kort');
  });
});
