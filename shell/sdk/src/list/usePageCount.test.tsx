import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageCount } from './usePageCount';

afterEach(cleanup);

function renderPageCount(total: number | undefined, page: number, setPage = vi.fn()) {
  let pageCount = 0;
  function Probe() {
    pageCount = usePageCount(total, 50, page, setPage);
    return null;
  }
  render(<Probe />);
  return { pageCount, setPage };
}

describe('usePageCount', () => {
  it('counts the pages once the total is known, and is 1 while the list loads', () => {
    expect(renderPageCount(120, 1).pageCount).toBe(3);
    cleanup();
    expect(renderPageCount(undefined, 4).pageCount).toBe(1);
  });

  it('falls back to the last page that exists when the page is beyond the end', () => {
    expect(renderPageCount(60, 5).setPage).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('leaves the page alone while the list loads or when it exists', () => {
    expect(renderPageCount(undefined, 5).setPage).not.toHaveBeenCalled();
    cleanup();
    expect(renderPageCount(60, 2).setPage).not.toHaveBeenCalled();
  });
});
