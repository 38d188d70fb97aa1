// Image catalogue. All images are self-made and served by the site itself from
// web/public/images, so nothing is loaded from another host.

const img = (name: string) => `/images/${name}` as const;

export const IMAGES = {
  CARPENTRY_WORK: [
    img('carpentry-workshop.svg'),
    img('carpentry-stairs.svg'),
    img('carpentry-framing.svg'),
    img('carpentry-plane.svg'),
  ],
  HOME_RENOVATION: [
    img('renovation-living-room.svg'),
    img('renovation-kitchen.svg'),
    img('renovation-bathroom.svg'),
    img('renovation-attic.svg'),
  ],
  WOODEN_TERRACE: [
    img('terrace-1.svg'),
    img('terrace-2.svg'),
    img('terrace-3.svg'),
    img('terrace-4.svg'),
  ],
  INTERIOR_CARPENTRY: [
    img('interior-shelving.svg'),
    img('interior-wardrobe.svg'),
    img('interior-wall-panel.svg'),
    img('interior-window-seat.svg'),
  ],

  CUSTOM_FURNITURE: img('custom-furniture.svg'),
  BLINDS_INSTALLATION: img('blinds.svg'),
  INTERIOR_DOORS: img('interior-door.svg'),
  TRIM_INSTALLATION: img('trim-moulding.svg'),
  IKEA_FURNITURE: img('flatpack-assembly.svg'),

  /** Four images for the gallery on /about. */
  ABOUT_GALLERY: [
    img('carpentry-workshop.svg'),
    img('terrace-4.svg'),
    img('interior-shelving.svg'),
    img('renovation-kitchen.svg'),
  ],

  LOGO: {
    /** Coloured logo for light backgrounds (header). */
    PRIMARY: img('logo-primary.svg'),
    /** Dark single-tone logo for light backgrounds. */
    DARK: img('logo-dark.svg'),
    /** Light logo for dark backgrounds (footer). */
    LIGHT: img('logo-light.svg'),
    /** The mark alone, square. */
    ICON: img('logo-icon.svg'),
  },

  /** Raster image (1200x630) for Open Graph and Twitter cards. */
  OG_DEFAULT: img('og-default.png'),
  FAVICON: '/favicon.svg',
} as const;

export const {
  CARPENTRY_WORK,
  HOME_RENOVATION,
  WOODEN_TERRACE,
  INTERIOR_CARPENTRY,
  CUSTOM_FURNITURE,
  BLINDS_INSTALLATION,
  INTERIOR_DOORS,
  TRIM_INSTALLATION,
  IKEA_FURNITURE,
  ABOUT_GALLERY,
  LOGO,
  OG_DEFAULT,
  FAVICON,
} = IMAGES;

