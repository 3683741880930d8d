import { describe, expect, it } from 'vitest';
import { unknownPlaceholders } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import { fillPlaceholders } from './placeholders';
import { defaultTemplate, templateSlots } from '../templates/defaultTemplates';

describe('template placeholders', () => {
  it('lists each unknown placeholder once, in order, and accepts spaces inside the braces', () => {
    expect(unknownPlaceholders('{{ landlordName }} {{tenant}} {{rent}} {{tenant}} {{huurprijs}}')).toEqual([
      'tenant',
      'huurprijs',
    ]);
    expect(unknownPlaceholders('{{landlordName}} and {{ rent }}')).toEqual([]);
  });

  it('fills known placeholders and leaves anything else as written', () => {
    expect(fillPlaceholders('{{rent}} / {{ rentDueDay }} / {{other}}', (name) => `<${name}>`)).toBe(
      '<rent> / <rentDueDay> / {{other}}',
    );
  });

  it('uses only known placeholders in every built-in template, and every one names its region’s annexes', () => {
    const slots = templateSlots();
    expect(slots).toHaveLength(3 * 3 + 3 * 3);
    for (const slot of slots) {
      const text = defaultTemplate(slot.type, slot.language, slot.region);
      expect(unknownPlaceholders(text)).toEqual([]);
      for (const name of [
        'landlordIdentity',
        'tenantList',
        'propertyAddress',
        'rent',
        'charges',
        'deposit',
        'startsOn',
        'indexBaseMonth',
        'epcLabel',
        'epcNumber',
        'registrationDuty',
        'mandatoryAnnexes',
      ]) {
        expect(text, `${slot.type}/${slot.language}/${slot.region} uses {{${name}}}`).toContain(
          `{{${name}}}`,
        );
      }
    }
  });
});
