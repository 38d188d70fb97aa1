import { useCompanyData } from '../../lib/company';
import { IconFacebook, IconInstagram } from '../Icons/Icons';
import classes from './SocialLinks.module.css';

type Props = { tone?: 'dark' | 'light'; size?: number };

/** Facebook and Instagram, each opened in a new tab. */
export function SocialLinks({ tone = 'dark', size = 20 }: Props) {
  const { social } = useCompanyData();
  if (!social.facebook && !social.instagram) return null;
  return (
    <div className={classes.row} data-tone={tone}>
      {social.facebook && (
        <a className={classes.link} href={social.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook (åpnes i ny fane)">
          <IconFacebook size={size} />
        </a>
      )}
      {social.instagram && (
        <a className={classes.link} href={social.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram (åpnes i ny fane)">
          <IconInstagram size={size} />
        </a>
      )}
    </div>
  );
}
