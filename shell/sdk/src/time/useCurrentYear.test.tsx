import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from './useCurrentYear';

function Copyright() {
  const year = useCurrentYear();
  return <p>{year === null ? '© Immodesk' : `© ${year} Immodesk`}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-14T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCurrentYear', () => {
  it('is the year of the clock the page runs with', () => {
    render(<Copyright />);
    expect(screen.getByText('© 2031 Immodesk')).toBeTruthy();
  });

  it('names no year in prerendered markup, and the year of the visitor once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright />);
    expect(container.textContent).toBe('© Immodesk');
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Copyright />, { onRecoverableError });
    });
    expect(container.textContent).toBe('© 2031 Immodesk');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
