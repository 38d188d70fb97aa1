import type { CompanyPublic } from './schemas/company';

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

/** The standard form, line by line; an empty string is a line to write on. */
export function angreskjemaLines(c: Company): string[] {
  return [
    'Standardskjema for bruk av angreretten',
    '(Fyll ut og returner dette skjemaet dersom du ønsker å gå fra avtalen)',
    `Utfylt skjema sendes til: ${companyLine(c)}`,
    'Jeg/vi underretter herved om at jeg/vi ønsker å gå fra min/vår avtale om kjøp av følgende:',
    '– Tjenester (spesifiser på linjene nedenfor):',
    '',
    '',
    'Bestillingsdato (*) / Mottaksdato (*):',
    'Forbrukerens/forbrukernes navn:',
    'Forbrukerens/forbrukernes adresse:',
    'Dato:',
    'Forbrukerens/forbrukernes underskrift (gjelder bare dersom skjemaet sendes på papir):',
    '',
    '(*) Stryk det som ikke passer.',
  ];
}
