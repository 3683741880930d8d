import { describe, expect, it } from 'vitest';
import { formGrid } from './formGrid';
import { layout } from './layout';

describe('layout', () => {
  it('names a class for every layout piece, each different, and none shared with the form grid', () => {
    const layoutClasses = Object.values(layout);
    expect(layoutClasses.every((name) => name.length > 0)).toBe(true);
    expect(new Set(layoutClasses).size).toBe(layoutClasses.length);
    const formClasses = new Set(Object.values(formGrid));
    expect(layoutClasses.some((name) => formClasses.has(name))).toBe(false);
  });
});
