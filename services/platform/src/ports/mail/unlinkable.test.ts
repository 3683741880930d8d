import LinkifyIt from 'linkify-it';
import { describe, expect, it } from 'vitest';
import { unlinkable } from './unlinkable';

// linkify-it is what mailparser (and so many webmail previews and text-to-HTML converters) uses to find links.
const linkify = new LinkifyIt();

describe('unlinkable', () => {
  it.each([
    'http://evil.example',
    'https://evil.example/login?x=1',
    'www.evil.com',
    'evil.com',
    'help@evil.com',
    'Jan evil.be/reset',
  ])('keeps "%s" from being recognised as a link while reading the same', (name) => {
    expect(linkify.test(name)).toBe(true);
    expect(linkify.test(`Hallo ${unlinkable(name)},`)).toBe(false);
    expect(unlinkable(name).replace(/\u200B/g, '')).toBe(name);
  });

  it('leaves ordinary names untouched', () => {
    expect(unlinkable('Anne-Marie Van den Broeck')).toBe('Anne-Marie Van den Broeck');
  });
});
