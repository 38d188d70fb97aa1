import { Link } from '@tanstack/react-router';
import { isActive, navHref, navItems, useAnchorNavigation, useCurrentPath } from './nav';

type Props = { className?: string; onNavigate?: () => void };

/** The six navigation items; the current page's item carries aria-current="page". */
export function NavLinks({ className, onNavigate }: Props) {
  const pathname = useCurrentPath();
  const goToAnchor = useAnchorNavigation();
  return navItems.map((item) => {
    const active = isActive(item, pathname);
    const current = active ? ('page' as const) : undefined;
    if (item.hash) {
      const hashTarget = item.hash;
      return (
        <a key={item.label} href={navHref(item)} className={className} data-active={active || undefined} aria-current={current} onClick={(e) => goToAnchor(e, hashTarget, onNavigate)}>
          {item.label}
        </a>
      );
    }
    return (
      <Link
        key={item.label}
        to={item.to}
        className={className}
        data-active={active || undefined}
        aria-current={current}
        activeOptions={{ exact: item.to === '/' }}
        onClick={() => onNavigate?.()}
      >
        {item.label}
      </Link>
    );
  });
}
