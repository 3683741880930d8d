import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formGrid } from './formGrid';

afterEach(cleanup);

describe('formGrid', () => {
  it('gives a form, its rows and its actions each their own class', () => {
    render(
      <form className={formGrid.form} aria-label="form">
        <div className={formGrid.row} data-testid="row" />
        <div className={formGrid.actions} data-testid="actions" />
      </form>,
    );
    const classes = [
      screen.getByRole('form').className,
      screen.getByTestId('row').className,
      screen.getByTestId('actions').className,
    ];
    expect(classes.every((name) => name.length > 0)).toBe(true);
    expect(new Set(classes).size).toBe(3);
  });
});
