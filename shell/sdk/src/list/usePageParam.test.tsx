import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { usePageParam } from './usePageParam';

afterEach(cleanup);

let goTo: (page: number) => void = () => undefined;

function PageProbe() {
  const [page, setPage] = usePageParam();
  const location = useLocation();
  goTo = setPage;
  return <output data-testid="probe">{`${page} ${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageProbe />
    </MemoryRouter>,
  );
}

describe('usePageParam', () => {
  it('reads the page from ?page= and keeps the other parameters when it changes', () => {
    renderAt('/documents?q=huur&page=2');
    expect(screen.getByTestId('probe').textContent).toBe('2 ?q=huur&page=2');
    act(() => goTo(3));
    expect(screen.getByTestId('probe').textContent).toBe('3 ?q=huur&page=3');
  });

  it('leaves ?page= out for the first page', () => {
    renderAt('/documents?page=4');
    act(() => goTo(1));
    expect(screen.getByTestId('probe').textContent).toBe('1 ');
  });
});
