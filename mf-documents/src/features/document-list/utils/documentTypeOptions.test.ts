import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@immodesk/contracts/vocabulary/documentTypes';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import nl from '../../../../locales/nl.json';
import { documentTypeOptions } from './documentTypeOptions';

describe('document types', () => {
  it('have a label in nl, en and fr for every type of the contract', () => {
    for (const locale of [nl, en, fr]) {
      for (const type of DOCUMENT_TYPES) expect(locale.document.type[type], `${type}`).toMatch(/\S/);
    }
  });

  it('are offered sorted by their label, each once', () => {
    const options = documentTypeOptions(DOCUMENT_TYPES, (type) => nl.document.type[type], 'nl');
    expect(options).toHaveLength(DOCUMENT_TYPES.length);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
