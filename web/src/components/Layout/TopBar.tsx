import { openingHoursLines, phoneHref, emailHref } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { IconClock, IconMail, IconPhone } from '../Icons/Icons';
import { SocialLinks } from './SocialLinks';
import classes from './TopBar.module.css';

/** The thin contact bar above the header; hidden below the medium breakpoint. */
export function TopBar() {
  const company = useCompanyData();
  // The first run of days that is open, e.g. 'Mandag–fredag 08:00–16:00'.
  const weekdays = openingHoursLines(company.openingHours).find((l) => l.hours !== 'Stengt');
  return (
    <div className={classes.bar}>
      <div className={classes.inner}>
        <div className={classes.items}>
          <a href={phoneHref(company.phone)} className={classes.item}>
            <IconPhone size={16} />
            <span>{company.phone}</span>
          </a>
          <a href={emailHref(company.email)} className={classes.item}>
            <IconMail size={16} />
            <span>{company.email}</span>
          </a>
          {weekdays && (
            <span className={classes.item}>
              <IconClock size={16} />
              <span>
                {weekdays.days} {weekdays.hours}
              </span>
            </span>
          )}
        </div>
        <SocialLinks tone="light" size={16} />
      </div>
    </div>
  );
}
