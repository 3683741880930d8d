import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewModeGrid } from './ViewModeGrid';

afterEach(cleanup);

describe('ViewModeGrid', () => {
  it('lists the items and tells which view mode lays them out', () => {
    render(
      <ViewModeGrid mode="largeGrid" testId="results">
        <li>Korenlei 7</li>
        <li>Overpoortstraat 38</li>
      </ViewModeGrid>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getAttribute('data-view-mode')).toBe('largeGrid');
    expect(screen.getByTestId('results')).toBe(list);
  });
});
