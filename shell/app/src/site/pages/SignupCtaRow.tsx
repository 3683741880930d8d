import { buttonClassName } from '@immodesk/ui-kit';
import { SiteLink } from '../routing/SiteLink';
import page from './page.module.css';

export type SignupCtaRowProps = { signupLabel: string; secondaryHref: string; secondaryLabel: string };

/** The sign-up button (a page load into the app) beside a secondary link within the public site. */
export function SignupCtaRow({ signupLabel, secondaryHref, secondaryLabel }: SignupCtaRowProps) {
  return (
    <div className={page.ctaRow}>
      <a href="/signup" className={buttonClassName()}>
        {signupLabel}
      </a>
      <SiteLink href={secondaryHref} className={buttonClassName({ variant: 'secondary' })}>
        {secondaryLabel}
      </SiteLink>
    </div>
  );
}
