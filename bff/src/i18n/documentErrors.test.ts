import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@immodesk/contracts/common/primitives';
import { DOCUMENT_ERROR_MESSAGE_KEYS } from '@immodesk/contracts/documents/documentErrors';
import { translate } from './translate';

describe('document errors (SPEC.md §8)', () => {
  it('are translated in nl, en and fr, each with its own wording', () => {
    for (const key of Object.values(DOCUMENT_ERROR_MESSAGE_KEYS)) {
      const messages = LANGUAGES.map((language) =>
        translate(language, key, { maximumMb: 10, quotaMb: 200, usedMb: 199 }),
      );
      for (const message of messages) expect(message, key).not.toBe(key);
      expect(new Set(messages).size, key).toBe(LANGUAGES.length);
    }
  });

  it("say 'File too large' with the limit", () => {
    expect(translate('en', DOCUMENT_ERROR_MESSAGE_KEYS.fileTooLarge, { maximumMb: 10 })).toBe(
      'File too large: at most 10 MB.',
    );
  });
});
