import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCompanyData } from '../../lib/company';
import { IconArrowRight, IconCheck } from '../Icons/Icons';
import { useEntrance } from '../../lib/hydration';
import classes from './Home.module.css';
// The hero's illustration comes inside the page as a data URL (Vite's `?inline`, about 2 KiB compressed), so the
// first paint draws it with the headline: as a file it was the first view's last request, after the fonts.
import heroImage from '../../assets/hero.svg?inline';

const promises = ['Gratis og uforpliktende befaring', 'Tømrermester med over 10 års erfaring', 'Garanti på alt arbeid'];

export function Hero() {
  const company = useCompanyData();
  const entrance = useEntrance();
  return (
    <section className={classes.hero} aria-labelledby="hero-tittel">
      <img className={classes.heroImage} src={heroImage} alt="" />
      <div className={classes.heroShade} />
      <div className={classes.heroInner}>
        <div className={`${classes.heroText} ${entrance}`}>
          <p className={classes.heroEyebrow}>Snekker i Trondheim siden {company.founded}</p>
          <h1 id="hero-tittel" className={classes.heroTitle}>
            {company.hero.headline}
          </h1>
          <p className={classes.heroLead}>{company.hero.intro}</p>
          <div className={classes.heroActions}>
            <Button component={Link} to="/contact" size="lg">
              Bestill befaring
            </Button>
            <Button component={Link} to="/projects" size="lg" variant="white" color="oak.9" rightSection={<IconArrowRight size={18} />}>
              Se prosjektene våre
            </Button>
          </div>
          <ul className={classes.heroPromises}>
            {promises.map((p) => (
              <li key={p}>
                <IconCheck size={18} />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
