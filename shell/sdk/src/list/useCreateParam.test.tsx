import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCreateParam } from './useCreateParam';

afterEach(cleanup);

let controls: ReturnType<typeof useCreateParam> | null = null;

function CreateProbe() {
  controls = useCreateParam();
  const location = useLocation();
  return (
    <output data-testid="probe">{`${controls.isCreating ? 'open' : 'closed'} ${location.search}`}</output>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <CreateProbe />
    </MemoryRouter>,
  );
}

describe('useCreateParam', () => {
  it('opens the dialog for ?create=1 and drops only that parameter when it closes', () => {
    renderAt('/contacts?tab=tenants&create=1');
    expect(screen.getByTestId('probe').textContent).toBe('open ?tab=tenants&create=1');
    act(() => controls?.stopCreating());
    expect(screen.getByTestId('probe').textContent).toBe('closed ?tab=tenants');
  });

  it('starts closed without the parameter, and opens on demand', () => {
    renderAt('/properties?q=gent');
    expect(screen.getByTestId('probe').textContent).toBe('closed ?q=gent');
    act(() => controls?.startCreating());
    expect(screen.getByTestId('probe').textContent).toBe('open ?q=gent');
  });
});
