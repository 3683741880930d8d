import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultCount } from './ResultCount';

afterEach(cleanup);

describe('ResultCount', () => {
  it('announces the number of results politely', () => {
    render(<ResultCount>2 tenants</ResultCount>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('2 tenants');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });
});
