import type { ReactNode } from 'react';
import { SecondaryText } from './SecondaryText';

export type TwoLineTextProps = { primary: ReactNode; secondary?: ReactNode };

/** A value with a muted second line when there is one, e.g. a company with its contact person below. */
export function TwoLineText({ primary, secondary }: TwoLineTextProps) {
  return (
    <span>
      {primary}
      {secondary ? <SecondaryText>{secondary}</SecondaryText> : null}
    </span>
  );
}
