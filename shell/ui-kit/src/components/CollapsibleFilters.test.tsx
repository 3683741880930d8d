import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CollapsibleFilters } from './CollapsibleFilters';

afterEach(cleanup);

function renderFilters(activeCount: number) {
  return render(
    <CollapsibleFilters
      label="Panden zoeken en filteren"
      search={<input aria-label="Zoeken" />}
      toggleLabel="Filters"
      activeCount={activeCount}
      activeCountLabel={`${activeCount} actieve filters`}
      closeLabel="Filters sluiten"
    >
      <select aria-label="Type">
        <option>Alle</option>
      </select>
    </CollapsibleFilters>,
  );
}

describe('CollapsibleFilters', () => {
  it('keeps the search and the filters in one named search landmark', () => {
    renderFilters(0);
    const landmark = screen.getByRole('search', { name: 'Panden zoeken en filteren' });
    expect(landmark.contains(screen.getByRole('textbox', { name: 'Zoeken' }))).toBe(true);
    expect(landmark.contains(screen.getByRole('combobox', { name: 'Type' }))).toBe(true);
  });

  it('shows how many filters are set on the toggle, in words for screen readers', () => {
    renderFilters(2);
    expect(screen.getByRole('button', { name: 'Filters 2', description: '2 actieve filters' })).toBeDefined();
    expect(screen.getByTestId('active-filter-count').textContent).toBe('2');
    cleanup();
    renderFilters(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeDefined();
    expect(screen.queryByTestId('active-filter-count')).toBeNull();
  });

  it('opens on the first filter and closes back to the toggle with Escape or the close button', () => {
    renderFilters(0);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      document
        .getElementById(toggle.getAttribute('aria-controls')!)
        ?.contains(screen.getByRole('combobox', { name: 'Type' })),
    ).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Type' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Filters sluiten' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
