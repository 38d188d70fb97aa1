import { Button, Drawer } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { emailHref, phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconMail, IconPhone } from '../Icons/Icons';
import classes from './MobileMenu.module.css';
import { NavLinks } from './NavLinks';
import { SocialLinks } from './SocialLinks';

/** `onClose`: Escape, the close button or the backdrop; `onNavigate`: an item was chosen. */
type Props = { opened: boolean; onClose: () => void; onNavigate: () => void };

/** The right-hand slide-out menu for small screens; choosing an item closes it. */
export function MobileMenu({ opened, onClose, onNavigate }: Props) {
  const company = useCompanyData();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(22rem, 88vw)"
      title="Meny"
      closeButtonProps={{ 'aria-label': 'Lukk meny' }}
      classNames={{ title: classes.title ?? '', body: classes.body ?? '' }}
    >
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
      <Button component={Link} to="/contact" fullWidth size="md" onClick={onNavigate} mt="lg">
        Bestill befaring
      </Button>
    </Drawer>
  );
}
