import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListFilters } from './ListFilters';

afterEach(cleanup);

describe('ListFilters', () => {
  it('groups the filters in a named search landmark', () => {
    render(
      <ListFilters label="Filter the tenants">
        <input aria-label="Search" />
      </ListFilters>,
    );
    expect(
      screen
        .getByRole('search', { name: 'Filter the tenants' })
        .contains(screen.getByRole('textbox', { name: 'Search' })),
    ).toBe(true);
  });
});
