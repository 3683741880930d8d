import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Router, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { useFilterControl } from './useFilterControl';
import { useFilterParam } from './useFilterParam';

afterEach(cleanup);

let choose: (value: string) => void = () => undefined;

function ControlProbe() {
  const [shown, setShown] = useFilterControl('favourite');
  const [inUrl] = useFilterParam('favourite');
  choose = setShown;
  return <output data-testid="probe">{`${shown}|${inUrl}`}</output>;
}

describe('useFilterControl', () => {
  it("shows the user's choice at once while the new location is on its way; the URL value is unchanged until it arrives", () => {
    // A navigator that does not move yet: the shell's new location reaches a remote only with the next parcel update.
    const history = createMemoryHistory({ initialEntries: ['/properties'] });
    render(
      <Router
        location={history.location}
        navigator={{ ...history, push: () => undefined, replace: () => undefined }}
      >
        <ControlProbe />
      </Router>,
    );
    act(() => choose('true'));
    expect(screen.getByTestId('probe').textContent).toBe('true|');
  });

  it('follows the URL once the location changes', () => {
    render(
      <MemoryRouter initialEntries={['/properties?favourite=true']}>
        <ControlProbe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('true|true');
    act(() => choose(''));
    expect(screen.getByTestId('probe').textContent).toBe('|');
  });
});
