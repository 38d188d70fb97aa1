import type { ServiceDto } from '@shared/schemas/service';
import { servicePrice } from './ServiceCard';
import classes from './SubServices.module.css';

/** The sub-services of a main service, each with its price when it has one. */
export function SubServiceList({ services, headingLevel = 4 }: { services: ServiceDto[]; headingLevel?: 3 | 4 }) {
  if (services.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={classes.subList}>
      {services.map((sub) => {
        const price = servicePrice(sub);
        return (
          <li key={sub.id} className={classes.subItem}>
            <div className={classes.subHead}>
              <Heading className={classes.subTitle}>{sub.title}</Heading>
              {price && <span className={classes.subPrice} data-price>{price}</span>}
            </div>
            {sub.description && <p className={classes.subText}>{sub.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
