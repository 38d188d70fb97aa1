import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconPhone } from '../Icons/Icons';
import { Logo } from './Logo';
import { MenuBurger } from './MenuBurger';
import { NavLinks } from './NavLinks';
import classes from './SiteHeader.module.css';

// The slide-out menu (a drawer with focus trapping and scroll locking) is only needed on small screens
// once the burger is used: it loads when the burger is first hovered, focused or pressed.
const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));

export function SiteHeader() {
  const [opened, { open, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const company = useCompanyData();
  const burger = useRef<HTMLButtonElement>(null);
  // Escape, the close button or the backdrop: focus goes back to the burger, as a dialog's should. Done here
  // because Mantine's own return only works for a drawer mounted before it opened, and this one mounts lazily,
  // sometimes in the same render that opens it. A timer, not a frame: the drawer's focus trap moves focus in
  // from a timer queued when it opened, and a menu closed at once (Enter, then Escape) must not leave focus on
  // a link that is about to disappear; timers run in order, so this one comes after it. Choosing an item
  // navigates instead (`close`).
  const dismiss = () => {
    close();
    setTimeout(() => burger.current?.focus());
  };
  const prepare = () => {
    void loadMenu();
    setMenuWanted(true);
  };
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
          <MenuBurger
            ref={burger}
            opened={opened}
            onClick={() => {
              prepare();
              open();
            }}
            onPointerEnter={prepare}
            onFocus={prepare}
            className={classes.burger}
            aria-label="Åpne meny"
            aria-expanded={opened}
          />
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={dismiss} onNavigate={close} />
        </Suspense>
      )}
    </header>
  );
}
