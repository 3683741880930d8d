import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

afterEach(cleanup);

function renderPage(page: number, onPageChange = vi.fn()) {
  render(
    <Pagination
      page={page}
      pageCount={3}
      onPageChange={onPageChange}
      label="Pages"
      statusText={`Page ${page} of 3`}
      previousLabel="Previous"
      nextLabel="Next"
    />,
  );
  return onPageChange;
}

describe('Pagination', () => {
  it('is a named navigation that announces the current page', () => {
    renderPage(2);
    const navigation = screen.getByRole('navigation', { name: 'Pages' });
    expect(navigation.textContent).toContain('Page 2 of 3');
    expect(screen.getByText('Page 2 of 3').getAttribute('aria-live')).toBe('polite');
  });

  it('goes to the previous and next page', () => {
    const onPageChange = renderPage(2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first or past the last page', () => {
    renderPage(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    cleanup();
    renderPage(3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
