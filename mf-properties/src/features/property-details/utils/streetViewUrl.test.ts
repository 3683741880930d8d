import { describe, expect, it } from 'vitest';
import { streetViewUrl } from './streetViewUrl';

describe('streetViewUrl', () => {
  it('opens Street View at the coordinates', () => {
    expect(streetViewUrl(51.0543, 3.7174)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=51.054300,3.717400',
    );
  });
});
