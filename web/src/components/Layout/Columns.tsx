import type { CSSProperties, ReactNode, Ref } from 'react';
import classes from './Columns.module.css';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** A number of equal columns, or the relative widths of the columns ([7, 5]: seven twelfths and five). */
type Cols = number | number[];

type Props = {
  /** Columns on the smallest screens (1 unless given) and from each of Mantine's breakpoints up. */
  cols: { base?: Cols; xs?: Cols; sm?: Cols; md?: Cols };
  gap?: Spacing;
  /** The gap between rows, when it differs from the one between columns. */
  rowGap?: Spacing;
  /** The gap from the md breakpoint up. */
  gapMd?: Spacing;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
};

const template = (cols: Cols) => (typeof cols === 'number' ? `repeat(${cols}, minmax(0, 1fr))` : cols.map((c) => `minmax(0, ${c}fr)`).join(' '));
const spacing = (s: Spacing) => `var(--mantine-spacing-${s})`;

/** Columns that follow the screen width in the site's stylesheet (Columns.module.css). */
export function Columns({ cols, gap = 'md', rowGap, gapMd, className, style, ref, children }: Props) {
  const vars: Record<string, string> = { '--columns-gap': spacing(gap) };
  if (rowGap) vars['--columns-gap-y'] = spacing(rowGap);
  if (gapMd) vars['--columns-gap-md'] = spacing(gapMd);
  for (const [at, value] of Object.entries(cols)) if (value !== undefined) vars[`--columns-${at}`] = template(value);
  return (
    <div
      ref={ref}
      className={[classes.columns, className].filter(Boolean).join(' ')}
      style={{ ...vars, ...style }}
      data-xs={cols.xs !== undefined || undefined}
      data-sm={cols.sm !== undefined || undefined}
      data-md={cols.md !== undefined || undefined}
      data-gap-md={gapMd !== undefined || undefined}
    >
      {children}
    </div>
  );
}

/** Put on an item of Columns to give it a whole row. */
export const fullRow = classes.full;
