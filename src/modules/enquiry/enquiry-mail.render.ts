import { calculators } from '../../shared/calculators';
import { addressLine, openingHoursLines, openingHoursSentence, orgNumberDisplay } from '../../shared/company-view';
import { escapeHtml } from '../../shared/html';
import { enquiryTypeLabel, inspectionProjectTypeLabel } from '../../shared/labels';
import { formatNok } from '../../shared/pricing/format';
import { estimateDisclaimer, estimateDisclaimerWithBefaring, totalLabel, vatSuffix } from '../../shared/pricing/labels';
import type { CompanyPublic } from '../../shared/schemas/company';
import type { EnquiryDto, StoredEstimate } from '../../shared/schemas/enquiry';
import { caseUrl, greeting } from '../outbox/mail-text';
import { formatOsloDateTime, formatWeekdayLongDay } from '../../shared/dates';

// The two mails about an enquiry, as plain text and HTML. Pure functions: the worker renders them
// from the stored enquiry when it sends. Every value a visitor typed is escaped in the HTML part;
// there are no images or other remote content, only inline styles, so they read the same in webmail,
// desktop clients and on a phone.

export type RenderedMail = { subject: string; text: string; html: string };

export type RenderContext = {
  /** Origin of links into the back office, e.g. https://www.skarpjern-snekker.no */
  origin: string;
  /** The company record as it is when the mail is sent (name, contact details, opening hours). */
  company: CompanyPublic;
  /** The befaring booked with an inspection request, as text («tirsdag 1. desember 2026 kl. 08:00–09:00»). */
  bookedTime?: string | null;
};

type Row = { label: string; value: string };


/** 22.11.2026, 14:05 in Norwegian time. */
export function formatReceived(iso: string): string {
  return formatOsloDateTime(iso);
}

/** yyyy-MM-dd as 'fredag 4. desember 2026'. */
export function formatPreferredDate(day: string): string {
  return formatWeekdayLongDay(day);
}


function fieldRows(e: EnquiryDto, bookedTime?: string | null): Row[] {
  const rows: Row[] = [
    { label: 'Navn', value: e.name },
    { label: 'E-post', value: e.email },
    { label: 'Telefon', value: e.phone || 'Ikke oppgitt' },
  ];
  if (e.type === 'inspection') {
    rows.push(
      { label: 'Adresse for befaring', value: e.address ?? '-' },
      { label: 'Prosjekttype', value: e.projectType ? inspectionProjectTypeLabel(e.projectType) : '-' },
      ...(bookedTime ? [{ label: 'Avtalt tid for befaring', value: bookedTime }] : []),
      ...(bookedTime && !e.preferredDate ? [] : [{ label: 'Ønsket dato', value: e.preferredDate ? formatPreferredDate(e.preferredDate) : 'Ikke oppgitt' }]),
    );
  }
  return rows;
}

const messageLabel = (e: EnquiryDto) => (e.type === 'inspection' ? 'Beskrivelse av prosjektet' : 'Melding');
const lineAmount = (l: StoredEstimate['lines'][number]) => (l.note === 'Inkludert' ? 'Inkludert' : `${formatNok(l.amount)} kr`);
const estimateTitle = (est: StoredEstimate) => `Prisestimat: ${calculators[est.type]?.meta.label ?? est.type}`;
const totalText = (est: StoredEstimate) => `${totalLabel}: ${formatNok(est.total)} kr ${vatSuffix}`;
// Intl groups digits with a no-break space; plain text keeps it (it renders as a space everywhere).

/** The receipt's note under an estimate: to book a befaring, unless the customer asked for one (or has one booked). */
type Disclaimer = false | 'book' | 'booked';
const disclaimerText = (d: Disclaimer) => (d === 'booked' ? estimateDisclaimerWithBefaring : estimateDisclaimer);
const receiptDisclaimer = (e: EnquiryDto): Disclaimer => (e.type === 'inspection' ? 'booked' : 'book');

function estimateText(est: StoredEstimate, disclaimer: Disclaimer): string {
  const lines = est.lines.map((l) => `  ${l.label}${l.note && l.note !== 'Inkludert' ? ` (${l.note})` : ''}: ${lineAmount(l)}`);
  return [estimateTitle(est), ...lines, totalText(est), ...(disclaimer ? [disclaimerText(disclaimer)] : [])].join('\n');
}

const openingHours = (company: CompanyPublic) => openingHoursLines(company.openingHours);
const openingHoursText = (company: CompanyPublic) => openingHoursSentence(company.openingHours);

/* ---------- HTML building blocks (inline styles only) ---------- */

const font = 'font-family:Arial,Helvetica,sans-serif;';
const text = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

function page(title: string, body: string, company: CompanyPublic): string {
  return `<!DOCTYPE html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ec;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ec;"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;${font}color:#2b2620;font-size:16px;line-height:1.5;">
<tr><td style="padding:20px 24px;border-bottom:4px solid #8a5a2b;font-size:18px;font-weight:bold;color:#5c3a1a;">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:20px 24px;">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e6e0d8;font-size:13px;color:#6b6259;">${escapeHtml(company.name)} · ${escapeHtml(addressLine(company.address))} · Org.nr. ${escapeHtml(orgNumberDisplay(company))}</td></tr>
</table></td></tr></table>
</body></html>`;
}

const h2 = (s: string) => `<h2 style="margin:24px 0 8px;font-size:18px;color:#5c3a1a;">${escapeHtml(s)}</h2>`;
const p = (html: string, style = '') => `<p style="margin:0 0 12px;${style}">${html}</p>`;

function rowsHtml(rows: Row[]): string {
  const trs = rows
    .map(
      (r) =>
        `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;color:#6b6259;white-space:nowrap;">${escapeHtml(r.label)}</td><td style="padding:6px 0;vertical-align:top;word-break:break-word;">${text(r.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:15px;">${trs}</table>`;
}

function estimateHtml(est: StoredEstimate, disclaimer: Disclaimer): string {
  const trs = est.lines
    .map((l) => {
      const note = l.note && l.note !== 'Inkludert' ? `<br><span style="font-size:13px;color:#6b6259;">${escapeHtml(l.note)}</span>` : '';
      return `<tr><td style="padding:6px 8px 6px 0;border-bottom:1px solid #eee8e0;">${escapeHtml(l.label)}${note}</td><td style="padding:6px 0;border-bottom:1px solid #eee8e0;text-align:right;white-space:nowrap;">${escapeHtml(lineAmount(l))}</td></tr>`;
    })
    .join('');
  return (
    h2(estimateTitle(est)) +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:15px;">${trs}</table>` +
    p(`<strong>${escapeHtml(totalText(est))}</strong>`, 'margin-top:12px;') +
    (disclaimer ? p(escapeHtml(disclaimerText(disclaimer)), 'font-size:14px;color:#6b6259;') : '')
  );
}

/* ---------- The mail to the company ---------- */

export function companySubject(e: EnquiryDto): string {
  return `Ny henvendelse: ${enquiryTypeLabel(e.type)} – ${e.name} – ${e.reference}`;
}

export function renderCompanyMail(e: EnquiryDto, ctx: RenderContext): RenderedMail {
  const subject = companySubject(e);
  const link = caseUrl(ctx.origin, e.id);
  const heading = e.type === 'inspection' ? 'Ny befaringsforespørsel fra nettsiden' : 'Ny melding fra nettsiden';
  const rows = [{ label: 'Referanse', value: e.reference }, { label: 'Mottatt', value: formatReceived(e.createdAt) }, ...fieldRows(e, ctx.bookedTime)];
  const shownNote =
    e.estimate?.shownTotal !== undefined && e.estimate.shownTotal !== e.estimate.total
      ? `Kunden fikk vist ${formatNok(e.estimate.shownTotal)} kr i kalkulatoren; beløpene over er regnet ut med prisene som gjaldt da forespørselen kom inn.`
      : null;

  const textBody = [
    heading,
    '',
    ...rows.map((r) => `${r.label}: ${r.value}`),
    '',
    `${messageLabel(e)}:`,
    e.message,
    ...(e.estimate ? ['', estimateText(e.estimate, false), ...(shownNote ? [shownNote] : [])] : []),
    '',
    `Åpne henvendelsen i administrasjonen: ${link}`,
    'Svar på denne e-posten for å svare kunden direkte.',
  ].join('\n');

  const htmlBody =
    `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(heading)}</h1>` +
    rowsHtml(rows) +
    h2(messageLabel(e)) +
    p(text(e.message)) +
    (e.estimate ? estimateHtml(e.estimate, false) + (shownNote ? p(escapeHtml(shownNote), 'font-size:14px;color:#6b6259;') : '') : '') +
    p(
      `<a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#8a5a2b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">Åpne i administrasjonen</a>`,
      'margin-top:24px;',
    ) +
    p(`Svar på denne e-posten for å svare ${escapeHtml(e.name)} direkte.`, 'font-size:14px;color:#6b6259;');

  return { subject, text: `${textBody}\n`, html: page(subject, htmlBody, ctx.company) };
}

/* ---------- The receipt to the customer ---------- */

export function receiptSubject(e: EnquiryDto): string {
  return e.type === 'inspection'
    ? `Vi har mottatt befaringsforespørselen din – ${e.reference}`
    : `Vi har mottatt meldingen din – ${e.reference}`;
}

function nextSteps(e: EnquiryDto, bookedTime?: string | null): string[] {
  if (e.type === 'inspection' && bookedTime)
    return [
      `Befaringen er avtalt ${bookedTime}. Du får en egen e-post med kalenderinvitasjon og en lenke der du kan flytte eller avlyse befaringen.`,
      'Befaringen er gratis og uforpliktende. Etterpå får du et skriftlig tilbud med fast pris eller tydelig prisoverslag.',
    ];
  return e.type === 'inspection'
    ? [
        'Vi går gjennom forespørselen og kontakter deg på telefon eller e-post for å avtale tidspunkt for befaringen. Ønsket dato er et utgangspunkt; vi finner en tid som passer.',
        'Befaringen er gratis og uforpliktende. Etterpå får du et skriftlig tilbud med fast pris eller tydelig prisoverslag.',
      ]
    : ['Vi leser meldingen og svarer deg så snart vi kan, på e-post eller telefon.'];
}

/**
 * What the receipt confirms: the kind of request and, for a befaring, the project type and the time
 * booked or wished for. Only values the form chose from a list; nothing the sender typed (echo.ts).
 */
function receiptRows(e: EnquiryDto, bookedTime?: string | null): Row[] {
  const rows: Row[] = [
    { label: 'Referanse', value: e.reference },
    { label: 'Henvendelse', value: enquiryTypeLabel(e.type) },
  ];
  if (e.type === 'inspection') {
    if (e.projectType) rows.push({ label: 'Prosjekttype', value: inspectionProjectTypeLabel(e.projectType) });
    if (bookedTime) rows.push({ label: 'Avtalt tid for befaring', value: bookedTime });
    else if (e.preferredDate) rows.push({ label: 'Ønsket dato', value: formatPreferredDate(e.preferredDate) });
  }
  return rows;
}

/**
 * The receipt to the address the form gave. Anybody can type anybody's address into a form, so the
 * receipt repeats nothing the sender wrote (no message, no address; the name only when it is a plain
 * name): it confirms the reference, what was asked for, the time and how to reach the company. The
 * sender saw their whole copy on the page after sending.
 */
export function renderReceiptMail(e: EnquiryDto, ctx: RenderContext): RenderedMail {
  const { company } = ctx;
  const subject = receiptSubject(e);
  const thanks =
    e.type === 'inspection'
      ? `Takk for at du bestilte befaring hos ${company.name}. Vi har mottatt forespørselen din.`
      : `Takk for meldingen til ${company.name}. Vi har mottatt den.`;
  const referenceText = `Referansenummeret ditt er ${e.reference}. Oppgi det gjerne hvis du kontakter oss om saken.`;
  const rows = receiptRows(e, ctx.bookedTime);
  const contactRows: Row[] = [
    { label: 'Telefon', value: company.phone },
    { label: 'E-post', value: company.email },
    ...openingHours(company).map((l, i) => ({ label: i === 0 ? 'Åpningstider' : '', value: `${l.days}: ${l.hours}` })),
  ];

  const textBody = [
    greeting(e.name),
    '',
    thanks,
    referenceText,
    '',
    ...rows.map((r) => `${r.label}: ${r.value}`),
    ...(e.estimate ? ['', estimateText(e.estimate, receiptDisclaimer(e))] : []),
    '',
    'Hva skjer nå?',
    ...nextSteps(e, ctx.bookedTime),
    '',
    'Kontakt oss',
    `Telefon: ${company.phone}`,
    `E-post: ${company.email}`,
    `Åpningstider: ${openingHoursText(company)}`,
    '',
    'Med vennlig hilsen',
    company.name,
  ].join('\n');

  const htmlBody =
    p(escapeHtml(greeting(e.name))) +
    p(escapeHtml(thanks)) +
    p(`Referansenummeret ditt er <strong style="font-size:18px;">${escapeHtml(e.reference)}</strong>. Oppgi det gjerne hvis du kontakter oss om saken.`) +
    rowsHtml(rows) +
    (e.estimate ? estimateHtml(e.estimate, receiptDisclaimer(e)) : '') +
    h2('Hva skjer nå?') +
    nextSteps(e, ctx.bookedTime).map((s) => p(escapeHtml(s))).join('') +
    h2('Kontakt oss') +
    rowsHtml(contactRows) +
    p(`Med vennlig hilsen<br>${escapeHtml(company.name)}`, 'margin-top:24px;');

  return { subject, text: `${textBody}\n`, html: page(subject, htmlBody, ctx.company) };
}

