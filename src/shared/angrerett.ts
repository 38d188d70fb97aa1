import { formatLongDay, todayInOslo } from './dates';
import type { CompanyPublic } from './schemas/company';
import type { PublicQuoteDto } from './schemas/quote';

// The angrerett information and the standard angreskjema (angrerettloven, forskriften's vedlegg),
// shown with every quote and attached as a PDF. One text for the page, the PDF and the mails.

type Company = Pick<CompanyPublic, 'name' | 'email' | 'address'>;

const companyLine = (c: Company) => `${c.name}, ${c.address.street}, ${c.address.postalCode} ${c.address.city}, ${c.email}`;

export const angrerettTitle = 'Angrerett';

/** The information paragraphs, in order. */
export function angrerettInfo(c: Company): string[] {
  return [
    'Du har rett til å gå fra avtalen innen 14 dager uten å oppgi noen grunn. Angrefristen utløper 14 dager etter den dagen avtalen ble inngått, det vil si dagen du aksepterte tilbudet.',
    `For å bruke angreretten må du gi oss (${companyLine(c)}) melding om at du går fra avtalen, i en utvetydig erklæring, for eksempel brev eller e-post. Du kan bruke angreskjemaet, men det er ikke påkrevd. Det er nok at du sender meldingen før angrefristen er ute.`,
    'Går du fra avtalen, betaler vi tilbake alt du har betalt oss, senest 14 dager etter at vi fikk meldingen.',
    'Arbeidet starter ikke i angrefristen uten at du uttrykkelig ber om det. Har du bedt om at arbeidet starter i angrefristen, må du betale et beløp som står i forhold til det som er utført fram til du meldte fra om at du går fra avtalen. Angreretten faller bort når arbeidet er fullført etter at du uttrykkelig har bedt om at det skal starte i angrefristen.',
  ];
}

/** What the customer confirms with the optional box. */
export const startEarlyText =
  'Jeg ber om at arbeidet kan starte før angrefristen på 14 dager er ute. Jeg forstår at jeg da må betale for det som er utført om jeg går fra avtalen, og at angreretten faller bort når arbeidet er fullført.';

export const angreskjemaTitle = 'Angreskjema';

/** What the form is filled in with for one quote; whatever is missing gets a line to write on. */
export type AngreskjemaFacts = {
  /** The quote as it is named, «Tilbud SK-2026-0042». */
  quote?: string;
  customerName?: string;
  customerAddress?: string | null;
  /** The day the quote was accepted (the day the agreement was made), «27. november 2026». */
  acceptedDay?: string | null;
};

/**
 * The standard form, line by line, filled in with the quote's facts; an empty string is a line to
 * write on. The company's address and e-mail stand on lines of their own, so a narrow column or the
 * PDF never wraps the e-mail address at its hyphen.
 */
export function angreskjemaLines(c: Company, facts: AngreskjemaFacts = {}): string[] {
  const field = (label: string, value: string | null | undefined) => (value ? [`${label} ${value}`] : [label, '']);
  return [
    'Standardskjema for bruk av angreretten',
    '(Fyll ut og returner dette skjemaet dersom du ønsker å gå fra avtalen)',
    'Utfylt skjema sendes til:',
    c.name,
    `${c.address.street}, ${c.address.postalCode} ${c.address.city}`,
    `E-post: ${c.email}`,
    'Jeg/vi underretter herved om at jeg/vi ønsker å gå fra min/vår avtale om kjøp av følgende tjenester (spesifiser på linjene nedenfor):',
    ...(facts.quote ? [`${facts.quote} fra ${c.name}`] : []),
    '',
    ...field('Bestillingsdato (dagen tilbudet ble akseptert):', facts.acceptedDay),
    ...field('Forbrukerens/forbrukernes navn:', facts.customerName),
    ...field('Forbrukerens/forbrukernes adresse:', facts.customerAddress),
    'Dato:',
    '',
    'Forbrukerens/forbrukernes underskrift (gjelder bare dersom skjemaet sendes på papir):',
    '',
  ];
}

/** The form's facts for a quote: its name, the customer, and the day of acceptance once accepted. */
export function angreskjemaFacts(q: Pick<PublicQuoteDto, 'reference' | 'version' | 'customerName' | 'workAddress' | 'acceptedAt'>): AngreskjemaFacts {
  return {
    quote: `Tilbud ${q.reference}${q.version > 1 ? ` (versjon ${q.version})` : ''}`,
    customerName: q.customerName,
    customerAddress: q.workAddress,
    acceptedDay: q.acceptedAt ? formatLongDay(todayInOslo(new Date(q.acceptedAt))) : null,
  };
}
