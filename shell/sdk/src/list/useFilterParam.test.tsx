import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useFilterParam } from './useFilterParam';

afterEach(cleanup);

let filterBy: (value: string) => void = () => undefined;

function FilterProbe() {
  const [q, setQ] = useFilterParam('q');
  const location = useLocation();
  filterBy = setQ;
  return <output data-testid="probe">{`${q}|${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FilterProbe />
    </MemoryRouter>,
  );
}

describe('useFilterParam', () => {
  it('reads the filter from the URL', () => {
    renderAt('/contacts?q=Peeters');
    expect(screen.getByTestId('probe').textContent).toBe('Peeters|?q=Peeters');
  });

  it('goes back to the first page when the filter changes, and drops an empty filter', () => {
    renderAt('/contacts?q=Pee&page=3&tab=contractors');
    act(() => filterBy('Peeters'));
    expect(screen.getByTestId('probe').textContent).toBe('Peeters|?q=Peeters&tab=contractors');
    act(() => filterBy(''));
    expect(screen.getByTestId('probe').textContent).toBe('|?tab=contractors');
  });
});
