import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CALCULATOR_ANCHOR } from '../Layout/nav';
import { Container } from '../Page/Section';
import classes from './Home.module.css';

// The calculator is the heaviest part of the home page; it loads when the visitor comes near it,
// so the first view of the page stays light.
const PriceCalculator = lazy(() => import('../Calculator/PriceCalculator').then((m) => ({ default: m.PriceCalculator })));

function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  // Starts false everywhere, so the server's HTML and the hydrating browser agree; without
  // IntersectionObserver the effect loads it at once.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

function CalculatorPlaceholder() {
  return (
    <div className={classes.calculatorPlaceholder} role="status">
      <span>Laster priskalkulatoren …</span>
    </div>
  );
}

/** The embedded price calculator, anchored at #terrassekalkulator. */
export function CalculatorSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px 0px');
  return (
    <section id={CALCULATOR_ANCHOR} className={classes.calculatorSection} aria-label="Priskalkulatorer">
      <Container>
        <div className={classes.calculatorHead}>
          <p className={classes.calculatorEyebrow}>Priskalkulatorer</p>
          <p className={classes.calculatorIntro}>
            Få et uforpliktende prisestimat på terrasse, lister, kjøkken, dører eller bad – med en gang, og med fordeling av kostnadene.
          </p>
        </div>
        <div ref={ref} className={classes.calculatorSlot}>
          {near ? (
            <Suspense fallback={<CalculatorPlaceholder />}>
              <PriceCalculator headingLevel={2} />
            </Suspense>
          ) : (
            <CalculatorPlaceholder />
          )}
        </div>
      </Container>
    </section>
  );
}
