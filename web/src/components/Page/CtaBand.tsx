import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconPhone } from '../Icons/Icons';
import { Reveal } from '../Reveal/Reveal';
import classes from './Page.module.css';

type Props = { title: string; text: string; buttonLabel?: string };

/** The closing call to action: a wood-toned band with the inspection button and the phone number. */
export function CtaBand({ title, text, buttonLabel = 'Bestill befaring' }: Props) {
  const company = useCompanyData();
  return (
    <section className={classes.cta} aria-labelledby="cta-tittel">
      <Reveal className={classes.ctaInner}>
        <div>
          <h2 id="cta-tittel" className={classes.ctaTitle}>
            {title}
          </h2>
          <p className={classes.ctaText}>{text}</p>
        </div>
        <div className={classes.ctaActions}>
          <Button component={Link} to="/contact" size="lg" variant="white" color="oak.9">
            {buttonLabel}
          </Button>
          <a href={phoneHref(company.phone)} className={classes.ctaPhone}>
            <IconPhone size={18} />
            Ring {company.phone}
          </a>
        </div>
      </Reveal>
    </section>
  );
}
