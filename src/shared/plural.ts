// Counted nouns in Norwegian bokmål. Bokmål has two plural categories (one, other) and "0" takes
// the plural ("0 bilder"); Intl.PluralRules knows this, so no call site decides it by hand.

const rules = new Intl.PluralRules('nb');
const number = new Intl.NumberFormat('nb-NO');

export type Noun = { one: string; other: string };

/** The form of `noun` that goes with `n`, without the number: plural(1, …) → 'bilde'. */
export function plural(n: number, noun: Noun): string {
  return rules.select(n) === 'one' ? noun.one : noun.other;
}

/** The number in Norwegian grouping followed by the matching form: '1 bilde', '12 bilder', '1 200 bilder'. */
export function count(n: number, noun: Noun): string {
  return `${number.format(n)} ${plural(n, noun)}`;
}

/** The nouns the product counts, in one place so each is spelled once. */
export const nouns = {
  image: { one: 'bilde', other: 'bilder' },
  mail: { one: 'e-post', other: 'e-poster' },
  enquiry: { one: 'henvendelse', other: 'henvendelser' },
  inspectionRequest: { one: 'befaringsforespørsel', other: 'befaringsforespørsler' },
  activity: { one: 'aktivitet', other: 'aktiviteter' },
  project: { one: 'prosjekt', other: 'prosjekter' },
  service: { one: 'tjeneste', other: 'tjenester' },
  price: { one: 'pris', other: 'priser' },
  day: { one: 'dag', other: 'dager' },
  month: { one: 'måned', other: 'måneder' },
  minute: { one: 'minutt', other: 'minutter' },
  step: { one: 'trinn', other: 'trinn' },
  door: { one: 'dør', other: 'dører' },
} as const satisfies Record<string, Noun>;
