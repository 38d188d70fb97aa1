import { Link } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { emailHref, phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconMail, IconPhone } from '../Icons/Icons';
import classes from './MobileMenu.module.css';
import { NavLinks } from './NavLinks';
import { SocialLinks } from './SocialLinks';

export const MOBILE_MENU_ID = 'mobilmeny';

/** `onToggle`: the menu opened or closed; `onNavigate`: an item was chosen (the menu then closes). */
type Props = { onToggle: (open: boolean) => void; onNavigate: () => void };

/**
 * The right-hand slide-out menu for small screens: an HTML popover, opened by the burger's `popovertarget`. The
 * browser opens and closes it without the page's scripts (a tap outside or Escape closes it, focus stays with the
 * burger), so it works on a page whose scripts have not run yet; a chosen item closes it.
 */
export const MobileMenu = forwardRef<HTMLDivElement, Props>(function MobileMenu({ onToggle, onNavigate }, ref) {
  const company = useCompanyData();
  return (
    <div
      ref={ref}
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${MOBILE_MENU_ID}-title`}
      className={classes.menu}
      onToggle={(event) => onToggle((event.nativeEvent as ToggleEvent).newState === 'open')}
    >
      <div className={classes.head}>
        <h2 id={`${MOBILE_MENU_ID}-title`} className={classes.title}>
          Meny
        </h2>
        <button type="button" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide" className={classes.close} aria-label="Lukk meny">
          <svg viewBox="0 0 15 15" width="18" height="18" aria-hidden="true">
            <path d="M3 3l9 9M12 3l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label="Mobilmeny" className={classes.nav}>
        <NavLinks className={classes.link} onNavigate={onNavigate} />
      </nav>
      <div className={classes.contact}>
        <a href={phoneHref(company.phone)} className={classes.contactLink}>
          <IconPhone size={18} />
          {company.phone}
        </a>
        <a href={emailHref(company.email)} className={classes.contactLink}>
          <IconMail size={18} />
          {company.email}
        </a>
        <SocialLinks />
      </div>
      <Link to="/contact" onClick={onNavigate} className={classes.cta}>
        Bestill befaring
      </Link>
    </div>
  );
});
