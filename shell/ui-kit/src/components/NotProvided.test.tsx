import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotProvided } from './NotProvided';

afterEach(cleanup);

describe('NotProvided', () => {
  it('shows a dash and tells screen readers what is missing', () => {
    const { container } = render(<NotProvided label="not provided" />);
    expect(screen.getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('—not provided');
  });
});
