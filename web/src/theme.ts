import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Warm oak browns for the brand, a muted forest green as accent.
const oak: MantineColorsTuple = ['#fbf4ec', '#f1e4d3', '#e3c6a4', '#d4a672', '#c78b48', '#bf7a2e', '#a8661f', '#8f5519', '#734312', '#5b3a1e'];
const forest: MantineColorsTuple = ['#eef6f0', '#dde9e0', '#b8d2bf', '#90bb9b', '#6fa77d', '#5a9a6a', '#4e9360', '#3e7f4f', '#336f44', '#245f37'];

export const theme = createTheme({
  primaryColor: 'oak',
  primaryShade: { light: 8, dark: 5 },
  colors: { oak, forest },
  fontFamily: "'Inter Variable', 'Inter Variable fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Source Serif 4 Variable', 'Source Serif 4 Variable fallback', Georgia, 'Times New Roman', serif", fontWeight: '650' },
  defaultRadius: 'md',
  black: '#2b2118',
  cursorType: 'pointer',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // A light alert draws its title in the colour's own mid shade, which on that colour's tint is below
    // 4.5:1 for several colours (red, yellow, orange, oak). The title takes the text's colour; the
    // tint, border and icon still carry the colour.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // Switch wraps its input, track and label text in a <label> whose text sits in a <div>, which HTML
    // does not allow. As a <div> with a <label for> around the text it is valid; the hidden input still
    // covers the whole switch (Mantine's stylesheet), so a press on the track toggles it as before.
    Switch: { defaultProps: { wrapperProps: { bodyElement: 'div', labelElement: 'label' } } },
  },
});
