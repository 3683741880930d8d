import clsx from 'clsx';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isItemActive, isItemShown, type NavItem } from './navItems';

type NavLinkItem = Pick<NavItem, 'to' | 'alsoActiveFor' | 'remote'> & { labelKey: string };

export type NavLinksProps = {
  items: readonly NavLinkItem[];
  /** The bar's own look: the list, a link, and the link of the current page. */
  classNames: { list?: string; link?: string; active?: string };
};

/** The shown navigation items as links, the current page's marked with aria-current. */
export function NavLinks({ items, classNames }: NavLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className={classNames.list}>
      {items.filter(isItemShown).map((item) => {
        const isActive = isItemActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              className={clsx(classNames.link, isActive && classNames.active)}
              aria-current={isActive ? 'page' : undefined}
            >
              {t(`nav.${item.labelKey}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
