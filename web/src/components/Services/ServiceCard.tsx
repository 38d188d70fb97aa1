import type { ReactNode } from 'react';
import { imagesFor } from '@shared/image-variants';
import { formatNok } from '@shared/pricing/format';
import type { ServiceDto } from '@shared/schemas/service';
import { Picture } from '../Picture/Picture';
import classes from './Services.module.css';

/**
 * 'fra 650 kr/time inkl. mva': every price a consumer sees must include VAT and say so
 * (prisopplysningsforskriften), in the site's one format: kroner as «kr» (a unit typed as NOK
 * becomes kr), thousands grouped the Norwegian way. The unit defaults to kr. A price text without a
 * number ('Etter avtale') is shown as it is; null when no price is set.
 */
export function servicePrice(service: Pick<ServiceDto, 'price' | 'priceUnit'>, { vatNote = true } = {}): string | null {
  const price = service.price?.trim();
  if (!price) return null;
  if (!/\d/.test(price)) return price;
  const amount = price.replace(/\d{4,}/g, (n) => formatNok(Number(n)));
  const unit = (service.priceUnit?.trim() || 'kr').replace(/^nok\b/i, 'kr');
  const text = `${amount} ${unit}`;
  // A table whose heading says «inkl. mva» (the price list) leaves the note out of each cell.
  return /mva/i.test(text) || !vatNote ? text : `${text} inkl. mva`;
}

type Props = {
  service: ServiceDto;
  headingLevel?: 2 | 3;
  /** The first card of a page: its image loads at once with high priority. */
  priority?: boolean;
  children?: ReactNode;
};

/** A service with image, price and description; `children` (e.g. its sub-services) go below. */
export function ServiceCard({ service, headingLevel = 3, priority = false, children }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = servicePrice(service);
  const image = imagesFor(service.imageUrl ? [service.imageUrl] : [], service.image ? [service.image] : [])[0];
  return (
    <article className={classes.card}>
      {image && (
        <div className={classes.image}>
          <Picture image={image} alt="" sizes="(min-width: 62em) 380px, (min-width: 40em) 50vw, 100vw" priority={priority} />
        </div>
      )}
      <div className={classes.body}>
        <Heading className={classes.title}>{service.title}</Heading>
        {price && <p className={classes.price} data-price>{price}</p>}
        {service.description && <p className={classes.text}>{service.description}</p>}
        {children}
      </div>
    </article>
  );
}

export function ServiceCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <div className={`${classes.image} skeleton-shimmer`} />
      <div className={classes.body}>
        <div className="skeleton-line skeleton-shimmer" style={{ width: '60%', height: '1.4rem' }} />
        <div className="skeleton-line skeleton-shimmer" style={{ width: '95%' }} />
        <div className="skeleton-line skeleton-shimmer" style={{ width: '85%' }} />
      </div>
    </div>
  );
}
