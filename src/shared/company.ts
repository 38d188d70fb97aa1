// Company facts shown on the public site and used in structured data (JSON-LD).
// Isomorphic: imported by both the browser bundle and the server, so no node:* imports.
// Example content until the company supplies its own; everything lives in this one module.

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
}

export interface OpeningHoursLine {
  /** Norwegian day range, e.g. 'Mandag–fredag'. */
  readonly days: string;
  /** Norwegian hours text, e.g. '08:00–16:00' or 'Stengt'. */
  readonly hours: string;
}

export interface OpeningHoursSpecification {
  readonly '@type': 'OpeningHoursSpecification';
  readonly dayOfWeek: readonly string[];
  readonly opens: string;
  readonly closes: string;
}

const aboutParagraphs = [
  'Skarpjern Snekker AS ble startet i Trondheim i 2023 av tømrermester Martin Aune og prosjektleder Ingrid Lervik. ' +
    'Begge hadde i flere år vært ansatt hos andre og sett hvor mye det betyr for kunden at noen tar ansvar for hele jobben – ' +
    'fra den første befaringen til siste list er på plass. Det ville vi gjøre selv, og slik ble Skarpjern til.',
  'Martin har jobbet som snekker i over ti år, med alt fra nybygg og tilbygg til skånsom rehabilitering av eldre trehus. ' +
    'Ingrid har bakgrunn fra prosjektledelse og kundeservice, og sørger for at du får et tydelig tilbud, en realistisk ' +
    'fremdriftsplan og raske svar når du lurer på noe. Sammen er vi et lite og oversiktlig firma der du alltid vet hvem du snakker med.',
  'Vi tar på oss både større prosjekter og mindre oppdrag i Trondheim og omegn – fra Byåsen og Heimdal til Ranheim, Malvik, ' +
    'Melhus og Stjørdal. Vi bygger terrasser og levegger, pusser opp bad, kjøkken og stuer, lager spesialtilpassede møbler og ' +
    'tar oss av jobbene som ofte blir liggende: lister, innerdører, persienner og montering av møbler.',
  'Vi bruker materialer som tåler det trønderske klimaet, rydder etter oss hver dag og holder det vi lover. Alt arbeid utføres ' +
    'etter gjeldende byggeforskrifter, og vi gir garanti på jobben vi gjør. Bestill en uforpliktende befaring, så finner vi ' +
    'den beste løsningen sammen.',
] as const;

export const company = {
  name: 'Skarpjern Snekker AS',
  shortName: 'Skarpjern Snekker',
  founded: 2023,
  /** One-sentence description for meta tags and structured data. */
  description:
    'Skarpjern Snekker AS er et snekkerfirma i Trondheim som bygger terrasser, pusser opp boliger og tar på seg ' +
    'interiørsnekring og mindre snekkeroppdrag i Trondheim og omegn.',
  orgNumber: '999 999 999 MVA',

  address: {
    street: 'Eksempelveien 12',
    postalCode: '7020',
    city: 'Trondheim',
    region: 'Trøndelag',
    country: 'NO',
    /** One line for display. */
    display: 'Eksempelveien 12, 7020 Trondheim',
  },

  /** Phone number as shown to visitors. */
  phone: '+47 400 12 345',
  /** Phone number without spaces (E.164), for structured data. */
  phoneE164: '+4740012345',
  /** Ready-made href for a tel: link. */
  phoneHref: 'tel:+4740012345',
  email: 'post@skarpjern-snekker.no',
  emailHref: 'mailto:post@skarpjern-snekker.no',

  social: {
    facebook: 'https://www.facebook.com/skarpjernsnekker',
    instagram: 'https://www.instagram.com/skarpjernsnekker',
  },

  openingHours: {
    /** Lines for display on the contact page and in the footer. */
    display: [
      { days: 'Mandag–fredag', hours: '08:00–16:00' },
      { days: 'Lørdag–søndag', hours: 'Stengt' },
    ] satisfies readonly OpeningHoursLine[],
    /** schema.org `openingHours` short form. */
    schemaText: ['Mo-Fr 08:00-16:00'],
    /** schema.org `openingHoursSpecification`; days not listed are closed. */
    specification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '16:00',
      },
    ] satisfies readonly OpeningHoursSpecification[],
  },

  priceRange: '$$',
  areaServed: 'Trondheim og omegn',

  team: [
    {
      name: 'Martin Aune',
      role: 'Tømrermester og faglig leder',
      bio:
        'Martin er tømrermester og har jobbet som snekker i over ti år. Han har det faglige ansvaret i alle prosjektene ' +
        'våre og er selv med på byggeplassen hver dag. Enten det gjelder en ny terrasse eller en trapp som må tilpasses ' +
        'millimeter for millimeter, er det godt håndverk som driver ham.',
    },
    {
      name: 'Ingrid Lervik',
      role: 'Prosjektleder',
      bio:
        'Ingrid er prosjektleder og den du oftest snakker med når du tar kontakt. Hun følger opp befaringer, tilbud og ' +
        'fremdrift, og sørger for at du alltid vet hva som skjer i prosjektet ditt. For Ingrid er god kommunikasjon ' +
        'like viktig som et godt resultat.',
    },
  ] satisfies readonly TeamMember[],

  /** The about text as separate paragraphs. */
  aboutParagraphs,
  /** The about text, paragraphs separated by a blank line. */
  about: aboutParagraphs.join('\n\n'),

  hero: {
    headline: 'Solid snekkerarbeid i Trondheim',
    text:
      'Terrasser, oppussing og interiørsnekring – utført av fagfolk som tar ansvar fra befaring til ferdig resultat.',
  },

  /** Credit link in the footer to whoever built the website. */
  footerCredit: {
    label: 'Nettside av Nordvik Webdesign',
    url: 'https://example.com',
  },
} as const;

export type Company = typeof company;

/** Footer blurb: the first 150 characters of the about text plus an ellipsis. */
export function footerBlurb(): string {
  return `${company.about.slice(0, 150)}…`;
}
