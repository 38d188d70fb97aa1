import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { addressLine, emailHref, footerBlurb, orgNumberDisplay, phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconMail, IconMapPin, IconPhone } from '../Icons/Icons';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { TrustLine } from '../Trust/TrustFacts';
import classes from './SiteFooter.module.css';

// The four links of docs/PRODUCT.md §12, each to its group on /services (the first three are large projects).
const serviceLinks = [
  { label: 'Terrasser', hash: 'store-prosjekter' },
  { label: 'Renovering', hash: 'store-prosjekter' },
  { label: 'Interiør snekkerarbeid', hash: 'store-prosjekter' },
  { label: 'Mindre oppdrag', hash: 'mindre-oppdrag' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const company = useCompanyData();
  return (
    <footer className={classes.footer}>
      <div className={classes.grid}>
        <div className={classes.col}>
          <Link to="/" className={classes.logoLink} aria-label={`${company.name} – til forsiden`}>
            <Logo height={60} variant="light" />
          </Link>
          <p className={classes.blurb}>{footerBlurb(company.about)}</p>
          <SocialLinks tone="light" />
        </div>
        <div className={classes.col}>
          <h2 className={classes.heading}>Tjenester</h2>
          <ul className={classes.list}>
            {serviceLinks.map(({ label, hash }) => (
              <li key={label}>
                <Link to="/services" hash={hash} className={classes.link}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className={classes.col}>
          <h2 className={classes.heading}>Kontakt</h2>
          <ul className={classes.list}>
            <li className={classes.contactLine}>
              <IconMapPin size={18} />
              <span>{addressLine(company.address)}</span>
            </li>
            <li className={classes.contactLine}>
              <IconPhone size={18} />
              <a href={phoneHref(company.phone)} className={classes.link}>
                {company.phone}
              </a>
            </li>
            <li className={classes.contactLine}>
              <IconMail size={18} />
              <a href={emailHref(company.email)} className={classes.link}>
                {company.email}
              </a>
            </li>
          </ul>
          <Button component={Link} to="/contact" variant="white" color="oak.9" mt="md">
            Bestill befaring
          </Button>
        </div>
      </div>
      <TrustLine trust={company.trust} />
      <div className={classes.bottom}>
        <p>
          © {year} {company.name}. Alle rettigheter reservert.
        </p>
        <p>Org.nr. {orgNumberDisplay(company)}</p>
        <Link to="/personvern" className={classes.link}>
          Personvern
        </Link>
        <Link to="/priser" className={classes.link}>
          Priser
        </Link>
        {company.footerCredit.url ? (
          <a href={company.footerCredit.url} className={classes.link} target="_blank" rel="noopener noreferrer">
            {company.footerCredit.label}
          </a>
        ) : (
          <span>{company.footerCredit.label}</span>
        )}
      </div>
    </footer>
  );
}
