import { describe, expect, it } from 'vitest';
import siteNl from '../../../locales/site/nl.json';
import siteEn from '../../../locales/site/en.json';
import siteFr from '../../../locales/site/fr.json';
import { FEATURE_GROUP_ICONS } from './featureGroupIcons';
import { BENEFIT_ICONS, TOOL_ICONS } from './landingIcons';

describe.each([
  ['nl', siteNl],
  ['en', siteEn],
  ['fr', siteFr],
])('every card of the %s copy has its icon', (_language, copy) => {
  it('benefits and the seven tools of the landing page', () => {
    expect(BENEFIT_ICONS).toHaveLength(copy.landing.benefits.length);
    expect(TOOL_ICONS).toHaveLength(copy.landing.tools.length);
  });

  it('each group of the features page', () => {
    expect(copy.features.groups.map((group) => group.items.length)).toEqual(
      FEATURE_GROUP_ICONS.map((icons) => icons.length),
    );
  });
});
