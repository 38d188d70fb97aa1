import { addressLine, emailHref, openingHoursLines, phoneHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconClock, IconMail, IconMapPin, IconPhone } from '../Icons/Icons';
import { SocialLinks } from '../Layout/SocialLinks';
import classes from './Contact.module.css';

export function ContactInfoCard() {
  const company = useCompanyData();
  return (
    <aside className={classes.infoCard} aria-labelledby="kontaktinfo-tittel">
      <h2 id="kontaktinfo-tittel" className={classes.infoTitle}>
        Kontaktinformasjon
      </h2>
      <dl className={classes.infoList}>
        <div className={classes.infoItem}>
          <dt>
            <IconMapPin size={20} />
            Adresse
          </dt>
          <dd>{addressLine(company.address)}</dd>
        </div>
        <div className={classes.infoItem}>
          <dt>
            <IconPhone size={20} />
            Telefon
          </dt>
          <dd>
            <a href={phoneHref(company.phone)}>{company.phone}</a>
          </dd>
        </div>
        <div className={classes.infoItem}>
          <dt>
            <IconMail size={20} />
            E-post
          </dt>
          <dd>
            <a href={emailHref(company.email)}>{company.email}</a>
          </dd>
        </div>
        <div className={classes.infoItem}>
          <dt>
            <IconClock size={20} />
            Åpningstider
          </dt>
          {openingHoursLines(company.openingHours).map((line) => (
            <dd key={line.days} className={classes.hours}>
              <span>{line.days}</span>
              <span>{line.hours}</span>
            </dd>
          ))}
        </div>
      </dl>
      <div className={classes.follow}>
        <p>Følg oss</p>
        <SocialLinks />
      </div>
    </aside>
  );
}
