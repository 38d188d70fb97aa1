// The theme's CSS variables as a stylesheet, made at build time (vite.config.ts serves it to the
// app as `virtual:theme-variables.css`).
//
// MantineProvider would otherwise work them out in the browser on every page load (on a slow phone
// one of the longer steps of hydration) and write them into the page as an 11 KB <style> beside
// Mantine's own 27 KB of default values, most of which the theme then overrides. From the theme at
// build time, they are one stylesheet with each variable once, and the provider is told not to.
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type MantineThemeOverride } from '@mantine/core';

/** Every CSS variable Mantine's components read, with the theme's values, for the light scheme only. */
export function themeCss(theme: MantineThemeOverride): string {
  const { variables, light } = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  // The site has one colour scheme (forceColorScheme="light" in web/src/routes/__root.tsx).
  return convertCssVariables({ variables, light: { ...light, '--mantine-color-scheme': 'light' }, dark: {} }, ':root');
}
