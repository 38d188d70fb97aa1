// The example company facts the database is seeded with on first start. After that the company
// record, the team and the FAQ live in the database and are edited under Firma in the back office;
// nothing on the site reads this module except the seed (and tests that compare with it).
import { toCompanyPublic } from '../shared/company-view';
import { exampleFactFields, type CompanyPublic, type CompanyRecord, type ExampleFactField, type FaqInput, type TeamMemberInput } from '../shared/schemas/company';

const about = [
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
].join('\n\n');

const weekday = { closed: false, opens: '08:00', closes: '16:00' };
const closed = { closed: true, opens: '08:00', closes: '16:00' };

/**
 * The company record as first seeded. The org.nr. is the placeholder 999 999 999, which happens to
 * pass the modulus-11 check (weights 3 2 7 6 5 4 3 2; 9 × 32 = 288, 288 mod 11 = 2, 11 − 2 = 9), so
 * the seed needs no exemption from the validation the Firma form applies.
 */
export const companySeed: CompanyRecord = {
  name: 'Skarpjern Snekker AS',
  orgNumber: '999999999',
  vatRegistered: true,
  founded: 2023,
  description:
    'Skarpjern Snekker AS er et snekkerfirma i Trondheim som bygger terrasser, pusser opp boliger og tar på seg ' +
    'interiørsnekring og mindre snekkeroppdrag i Trondheim og omegn.',
  street: 'Eksempelveien 12',
  postalCode: '7020',
  city: 'Trondheim',
  region: 'Trøndelag',
  phone: '+47 400 12 345',
  email: 'post@skarpjern-snekker.no',
  facebookUrl: 'https://www.facebook.com/skarpjernsnekker',
  instagramUrl: 'https://www.instagram.com/skarpjernsnekker',
  // Monday first; Monday to Friday 08:00–16:00, the weekend closed.
  openingHours: [weekday, weekday, weekday, weekday, weekday, closed, closed],
  about,
  heroHeadline: 'Solid snekkerarbeid i Trondheim',
  heroIntro: 'Terrasser, oppussing og interiørsnekring – utført av fagfolk som tar ansvar fra befaring til ferdig resultat.',
  footerCreditLabel: 'Nettside av Nordvik Webdesign',
  // No link until the owner names the real web builder's address: the site never links an example.
  footerCreditUrl: null,
  masterCertificateHolder: null,
  masterCertificateTrade: null,
  centralApproval: null,
  insuranceCompany: null,
  insuranceCoverage: null,
  taxCertificateUrl: null,
  quotePaymentTerms: 'Faktura ved oppstart på 30 % av tilbudt pris, resten ved ferdigstillelse. Betalingsfrist 14 dager.',
  quoteValidityDays: 30,
  depositPercent: null,
  invoiceDueDays: 14,
};

/**
 * The facts that still hold the seed's example value (org.nr., address, phone, e-mail, footer credit):
 * compared with `companySeed` itself, so the seed and this check cannot drift apart.
 */
export function exampleFacts(record: Pick<CompanyRecord, ExampleFactField>): ExampleFactField[] {
  return exampleFactFields.filter((field) => record[field] === companySeed[field]);
}

export const teamSeed: TeamMemberInput[] = [
  {
    name: 'Martin Aune',
    role: 'Tømrermester og faglig leder',
    bio:
      'Martin er tømrermester og har jobbet som snekker i over ti år. Han har det faglige ansvaret i alle prosjektene ' +
      'våre og er selv med på byggeplassen hver dag. Enten det gjelder en ny terrasse eller en trapp som må tilpasses ' +
      'millimeter for millimeter, er det godt håndverk som driver ham.',
    photoUrl: null,
    displayOrder: 0,
  },
  {
    name: 'Ingrid Lervik',
    role: 'Prosjektleder',
    bio:
      'Ingrid er prosjektleder og den du oftest snakker med når du tar kontakt. Hun følger opp befaringer, tilbud og ' +
      'fremdrift, og sørger for at du alltid vet hva som skjer i prosjektet ditt. For Ingrid er god kommunikasjon ' +
      'like viktig som et godt resultat.',
    photoUrl: null,
    displayOrder: 1,
  },
];

export const faqSeed: FaqInput[] = [
  {
    question: 'Hvor lang tid tar det å bygge en terrasse?',
    answer:
      'De fleste terrasseprosjekter tar 1–2 uker, avhengig av størrelse, fundament og vær. Du får en fremdriftsplan sammen med tilbudet.',
    displayOrder: 0,
  },
  {
    question: 'Trenger jeg byggetillatelse?',
    answer:
      'Det avhenger av størrelsen og høyden på terrassen eller tiltaket. Vi hjelper deg å avklare om det må søkes om hos kommunen før vi starter.',
    displayOrder: 1,
  },
  {
    question: 'Hvordan foregår betalingen?',
    answer: 'Du betaler med bankoverføring mot faktura. For større prosjekter avtaler vi gjerne delbetaling underveis.',
    displayOrder: 2,
  },
  {
    question: 'Gir dere garanti på arbeidet?',
    answer: 'Ja, vi gir garanti på alt arbeid vi utfører. Hvor lang garantien er, varierer med type prosjekt.',
    displayOrder: 3,
  },
];

/** The seed as the public shape, as a fresh database serves it (ids in seed order). */
export function seedCompanyPublic(): CompanyPublic {
  const team = teamSeed.map((m, i) => ({ id: i + 1, name: m.name, role: m.role, bio: m.bio ?? null, photoUrl: m.photoUrl ?? null, displayOrder: m.displayOrder ?? i }));
  const faq = faqSeed.map((f, i) => ({ id: i + 1, question: f.question, answer: f.answer, displayOrder: f.displayOrder ?? i }));
  return toCompanyPublic(companySeed, team, faq, new Date(0));
}
