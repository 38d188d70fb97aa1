import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { hasNavigated } from '../../lib/hydration';
import { prefersReducedMotion } from '../Layout/nav';

type Props = { children: ReactNode; delay?: number; className?: string };

/**
 * Fades its content in when it scrolls into view. Skipped entirely (content shown at once, no
 * movement) when the visitor prefers reduced motion or the browser lacks IntersectionObserver, and on
 * the server-rendered first view, which must match the HTML (and is already on screen).
 */
export function Reveal({ children, delay = 0, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => !hasNavigated() || prefersReducedMotion() || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  const style: CSSProperties | undefined = delay ? { transitionDelay: `${delay}ms` } : undefined;
  return (
    <div ref={ref} className={className ? `reveal ${className}` : 'reveal'} data-visible={visible ? '' : undefined} style={style}>
      {children}
    </div>
  );
}
