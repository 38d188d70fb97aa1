import { company } from '@shared/company';
import { IconClock, IconMail, IconPhone } from '../Icons/Icons';
import { SocialLinks } from './SocialLinks';
import classes from './TopBar.module.css';

const weekdays = company.openingHours.display[0];

/** The thin contact bar above the header; hidden below the medium breakpoint. */
export function TopBar() {
  return (
    <div className={classes.bar}>
      <div className={classes.inner}>
        <div className={classes.items}>
          <a href={company.phoneHref} className={classes.item}>
            <IconPhone size={16} />
            <span>{company.phone}</span>
          </a>
          <a href={company.emailHref} className={classes.item}>
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
