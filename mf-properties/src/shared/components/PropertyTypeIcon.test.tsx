import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '@immodesk/contracts/properties/listProperties.contract';
import { PROPERTY_TYPE_ICONS } from './PropertyTypeIcon';

describe('PROPERTY_TYPE_ICONS', () => {
  it('pictures every property type, each with an icon of its own', () => {
    const icons = PROPERTY_TYPES.map((type) => PROPERTY_TYPE_ICONS[type]);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(PROPERTY_TYPES.length);
  });
});
