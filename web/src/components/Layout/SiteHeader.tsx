import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconPhone } from '../Icons/Icons';
import { Logo } from './Logo';
import { MenuBurger } from './MenuBurger';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import classes from './SiteHeader.module.css';

export function SiteHeader() {
  const [opened, setOpened] = useState(false);
  const company = useCompanyData();
  const menu = useRef<HTMLDivElement>(null);
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to="/" className={classes.logoLink} aria-label="Skarpjern Snekker AS – til forsiden">
          <Logo height={40} />
        </Link>
        <nav className={classes.nav} aria-label="Hovedmeny">
          <NavLinks className={classes.link} />
        </nav>
        <div className={classes.actions}>
          {/* On a phone the first question is often "can I call them?": the top bar with the number is
              hidden below md, so the header carries a call button there. */}
          <Button
            component="a"
            href={phoneHref(company.phone)}
            className={classes.call}
            classNames={{ label: classes.callLabel, section: classes.callIcon }}
            size="md"
            variant="outline"
            leftSection={<IconPhone size={18} />}
            aria-label={`Ring oss på ${company.phone}`}
          >
            Ring
          </Button>
          <Button component={Link} to="/contact" className={classes.cta} size="md">
            Bestill befaring
          </Button>
          {/* Opens the menu through the browser (`popovertarget`), also before the page's scripts have run. */}
          <MenuBurger popoverTarget={MOBILE_MENU_ID} opened={opened} className={classes.burger} aria-label="Åpne meny" />
        </div>
      </div>
      <MobileMenu ref={menu} onToggle={setOpened} onNavigate={() => menu.current?.hidePopover()} />
    </header>
  );
}
