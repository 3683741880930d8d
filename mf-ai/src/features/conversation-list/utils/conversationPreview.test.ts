import { describe, expect, it } from 'vitest';
import { conversationPreview } from './conversationPreview';

describe('conversationPreview', () => {
  it('keeps a short message as one line', () => {
    expect(conversationPreview('Welke huur is\n\nnog niet   ontvangen?')).toBe(
      'Welke huur is nog niet ontvangen?',
    );
  });

  it('has nothing to show for an empty conversation', () => {
    expect(conversationPreview(null)).toBeNull();
    expect(conversationPreview('   ')).toBeNull();
  });

  it('cuts a long message at a word boundary', () => {
    const text =
      'In maart zijn er drie huurgelden niet ontvangen: Kerkstraat 12, Meir 1A en Veldstraat 8. Wil je een herinnering sturen?';
    const preview = conversationPreview(text, 60)!;
    expect(preview).toBe('In maart zijn er drie huurgelden niet ontvangen: Kerkstraat…');
    expect(preview.length).toBeLessThanOrEqual(61);
  });
});
