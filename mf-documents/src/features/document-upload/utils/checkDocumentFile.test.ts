import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './checkDocumentFile';

const MB = 1024 * 1024;

describe('checkDocumentFile', () => {
  it('accepts PDF, Word and images up to 10 MB, whatever the case of the extension', () => {
    for (const name of ['huurcontract.pdf', 'brief.DOC', 'plan.docx', 'foto.JPG', 'foto.jpeg', 'epc.png']) {
      expect(checkDocumentFile({ name, size: 10 * MB }), name).toBeNull();
    }
  });

  it('refuses another type and a file over 10 MB', () => {
    expect(checkDocumentFile({ name: 'setup.exe', size: 10 })).toBe('invalidType');
    expect(checkDocumentFile({ name: 'zonder-extensie', size: 10 })).toBe('invalidType');
    expect(checkDocumentFile({ name: 'scan.pdf', size: 10 * MB + 1 })).toBe('tooLarge');
  });
});
