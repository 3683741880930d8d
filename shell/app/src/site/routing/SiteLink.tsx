import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { parsePublicPath } from '@immodesk/contracts/shell/publicSitePaths';
import { siteNavigate } from './siteRouter';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link that stays in the public bundle for public pages and does a normal page load for everything else. */
export function SiteLink({ href, onClick, ...rest }: SiteLinkProps) {
  const isPublic = href.startsWith('/') && parsePublicPath(href.split(/[?#]/)[0] ?? href) !== null;
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPublic || !isPlainLeftClick(event) || rest.target) return;
        event.preventDefault();
        siteNavigate(href);
      }}
    />
  );
}
