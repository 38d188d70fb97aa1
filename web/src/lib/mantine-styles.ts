// Mantine's page-wide styles, a module of the site's stylesheet (vite.config.ts): the theme's CSS variables (as
// Mantine's own build turns a theme into CSS: convertCssVariables(defaultCssVariablesResolver(theme)),
// less what its stylesheet already defines) and the hiddenFrom/visibleFrom classes of its breakpoints.
// MantineProvider would render both as <style> elements inside <body>, where a style element must be
// the first child and may not style :root (HTML), so it is told not to (withCssVariables,
// withGlobalClasses = false).
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, em, keys, mergeMantineTheme, px, type ConvertCSSVariablesInput, type MantineThemeOverride } from '@mantine/core';

function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const keep = (part: Record<string, string>, base: Record<string, string>) => Object.fromEntries(Object.entries(part).filter(([key, value]) => base[key] !== value));
  return { variables: keep(input.variables, defaults.variables), light: keep(input.light, defaults.light), dark: keep(input.dark, defaults.dark) };
}

function breakpointClasses(breakpoints: Record<string, string>): string {
  return keys(breakpoints)
    .map((name) => {
      const value = px(breakpoints[name]!) as number;
      return `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${em(value)}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
}

const cache = new WeakMap<object, string>();

/** The theme's variables on :root and the breakpoint classes, as CSS. */
export function mantineHeadCss(override: MantineThemeOverride): string {
  let css = cache.get(override);
  if (css === undefined) {
    const theme = mergeMantineTheme(DEFAULT_THEME, override);
    css = convertCssVariables(withoutDefaults(defaultCssVariablesResolver(theme))) + breakpointClasses(theme.breakpoints);
    cache.set(override, css);
  }
  return css;
}
