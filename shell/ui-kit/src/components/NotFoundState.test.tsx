import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundState } from './NotFoundState';

afterEach(cleanup);

describe('NotFoundState', () => {
  it('says the page does not exist and offers the way back', () => {
    render(
      <NotFoundState
        title="Page not found"
        description="This page does not exist."
        action={<a href="/contacts">Back to contacts</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('404');
    expect(screen.getByText('This page does not exist.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to contacts' }).getAttribute('href')).toBe('/contacts');
  });
});
