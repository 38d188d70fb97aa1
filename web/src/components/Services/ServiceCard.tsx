import type { ServiceDto } from '../../../../src/shared/schemas/service';
import classes from './Services.module.css';

/** 'fra 650 kr/time'; the unit defaults to kr; null when no price is set. */
export function servicePrice(service: Pick<ServiceDto, 'price' | 'priceUnit'>): string | null {
  const price = service.price?.trim();
  if (!price) return null;
  return `${price} ${service.priceUnit?.trim() || 'kr'}`;
}

type Props = { service: ServiceDto; subServices?: ServiceDto[]; headingLevel?: 2 | 3 };

export function ServiceCard({ service, subServices = [], headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const price = servicePrice(service);
  return (
    <article className={classes.card}>
      {service.imageUrl && (
        <div className={classes.image}>
          <img src={service.imageUrl} alt="" loading="lazy" decoding="async" />
        </div>
      )}
      <div className={classes.body}>
        <Heading className={classes.title}>{service.title}</Heading>
        {price && <p className={classes.price}>{price}</p>}
        {service.description && <p className={classes.text}>{service.description}</p>}
        {subServices.length > 0 && (
          <ul className={classes.subList}>
            {subServices.map((sub) => {
              const subPrice = servicePrice(sub);
              return (
                <li key={sub.id} className={classes.subItem}>
                  <div className={classes.subHead}>
                    <SubHeading className={classes.subTitle}>{sub.title}</SubHeading>
                    {subPrice && <span className={classes.subPrice}>{subPrice}</span>}
                  </div>
                  {sub.description && <p className={classes.subText}>{sub.description}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
}

export function ServiceCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <div className={`${classes.image} ${classes.shimmer}`} />
      <div className={classes.body}>
        <div className={`${classes.line} ${classes.shimmer}`} style={{ width: '60%', height: '1.4rem' }} />
        <div className={`${classes.line} ${classes.shimmer}`} style={{ width: '95%' }} />
        <div className={`${classes.line} ${classes.shimmer}`} style={{ width: '85%' }} />
      </div>
    </div>
  );
}
