import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewModeSwitch } from './ViewModeSwitch';

afterEach(cleanup);

const MODE_LABELS = { grid: 'Raster', largeGrid: 'Groot raster', list: 'Lijst', largeList: 'Grote lijst' };

describe('ViewModeSwitch', () => {
  it('names each mode and marks the current one pressed', () => {
    render(
      <ViewModeSwitch mode="list" onChange={() => undefined} label="Weergave" modeLabels={MODE_LABELS} />,
    );
    const group = screen.getByRole('group', { name: 'Weergave' });
    expect(group).toBeDefined();
    expect(screen.getByRole('button', { name: 'Lijst' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Raster' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reports the mode the user picks', () => {
    const onChange = vi.fn();
    render(<ViewModeSwitch mode="grid" onChange={onChange} label="Weergave" modeLabels={MODE_LABELS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Grote lijst' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('largeList');
  });
});
