import { useEffect, useRef, useState } from 'react';
import { useCompanyData } from '../../lib/company';
import { LOGO } from '@shared/illustrations';
import classes from './Logo.module.css';

type Props = { height: 40 | 60; variant?: 'primary' | 'light' };

/** The company logo; if the image cannot be loaded, the company name is shown as text instead. */
export function Logo({ height, variant = 'primary' }: Props) {
  const [failed, setFailed] = useState(false);
  const company = useCompanyData();
  const ref = useRef<HTMLImageElement>(null);
  // The server-rendered image may have failed before the page was hydrated (no onError then).
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const src = variant === 'light' ? LOGO.LIGHT : LOGO.PRIMARY;
  if (failed) {
    return (
      <span className={classes.text} data-variant={variant} style={{ fontSize: height === 60 ? '1.5rem' : '1.25rem' }}>
        {company.name}
      </span>
    );
  }
  // The light logo is the footer's: loaded lazily, it is not preloaded ahead of what the first view shows.
  const below = variant === 'light';
  return (
    <img
      ref={ref}
      className={classes.image}
      src={src}
      alt={company.name}
      height={height}
      style={{ height }}
      loading={below ? 'lazy' : undefined}
      decoding={below ? 'async' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
