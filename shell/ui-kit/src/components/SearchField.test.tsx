import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { SearchField, searchFieldCopy } from './SearchField';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchField', () => {
  it('searches once the user pauses, with the trimmed text', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search tenants" value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search tenants' });
    fireEvent.change(input, { target: { value: 'Pee' } });
    fireEvent.change(input, { target: { value: 'Peeters ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Peeters');
  });

  it('shows a search that changed elsewhere (back button)', () => {
    const { rerender } = render(<SearchField label="Search" value="Peeters" onSearch={() => undefined} />);
    rerender(<SearchField label="Search" value="Dubois" onSearch={() => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('Dubois');
  });
});

describe('searchFieldCopy', () => {
  it("reads a list's search label and placeholder from its filters' keys", () => {
    const t = ((key: string) => `[${key}]`) as unknown as TFunction;
    expect(searchFieldCopy(t, 'tasks.filters')).toEqual({
      label: '[tasks.filters.search]',
      placeholder: '[tasks.filters.searchPlaceholder]',
    });
  });
});
