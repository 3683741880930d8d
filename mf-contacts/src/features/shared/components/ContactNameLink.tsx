import { Link } from 'react-router-dom';
import { TwoLineText, type TwoLineTextProps } from '@immodesk/ui-kit';

export type ContactNameLinkProps = TwoLineTextProps & { to: string };

/** A contact's name in a table row, linking to their details; the second line (contact person, company) stays plain. */
export function ContactNameLink({ primary, secondary, to }: ContactNameLinkProps) {
  return <TwoLineText primary={<Link to={to}>{primary}</Link>} secondary={secondary} />;
}
