import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTranslations } from '@immodesk/sdk/testing';
import { ListResults, type ListQuery } from './ListResults';
import type { ListCopy } from './listCopy';

beforeAll(() => setUpTranslations('list-test', {}));
afterEach(cleanup);

const copy: ListCopy = {
  loading: 'Loading things…',
  errorTitle: 'Things could not be loaded',
  empty: { title: 'No things yet', description: 'Add your first thing.' },
  noResults: { title: 'No matching things', description: 'Try another search.' },
};

function query(overrides: Partial<ListQuery<string>>): ListQuery<string> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    isRefetching: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

async function renderList(
  listQuery: ListQuery<string>,
  options: { isFiltered?: boolean; page?: number; pageCount?: number; onPageChange?: () => void } = {},
) {
  await act(async () => {
    render(
      <ListResults
        query={listQuery}
        page={options.page ?? 1}
        pageCount={options.pageCount ?? 1}
        onPageChange={options.onPageChange ?? vi.fn()}
        copy={copy}
        isFiltered={options.isFiltered}
      >
        {(items) => (
          <ul aria-label="Things">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </ListResults>,
    );
  });
}

describe('ListResults', () => {
  it('announces the loading list', async () => {
    await renderList(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading things…');
  });

  it("shows the server's message with the shared retry button", async () => {
    const refetch = vi.fn();
    await renderList(query({ isError: true, error: new Error('Server unreachable'), refetch }));
    expect(screen.getByRole('alert').textContent).toContain('Server unreachable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('tells an empty list from a search that finds nothing', async () => {
    await renderList(query({ data: { items: [], total: 0 } }));
    expect(screen.getByRole('heading', { name: 'No things yet' })).toBeDefined();
    cleanup();
    await renderList(query({ data: { items: [], total: 0 } }), { isFiltered: true });
    expect(screen.getByRole('heading', { name: 'No matching things' })).toBeDefined();
  });

  it('shows the items, and the shared pagination only when there is more than one page', async () => {
    await renderList(query({ data: { items: ['a', 'b'], total: 2 } }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();

    const onPageChange = vi.fn();
    await renderList(query({ data: { items: ['c'], total: 21 } }), { page: 2, pageCount: 2, onPageChange });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination.textContent).toContain('Page 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
