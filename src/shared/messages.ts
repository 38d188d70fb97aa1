// Norwegian messages the server answers with (the form-field messages live in the schemas).
export const messages = {
  invalidInput: 'Ugyldige data. Kontroller feltene og prøv igjen.',
  notLoggedIn: 'Du er ikke logget inn.',
  wrongCredentials: 'Feil brukernavn eller passord',
  tooManyAttempts: 'For mange innloggingsforsøk. Prøv igjen om 15 minutter.',
  tooManyPasswordAttempts: 'For mange forsøk med feil passord. Prøv igjen om 15 minutter.',
  wrongCurrentPassword: 'Nåværende passord er feil.',
  usernameTaken: 'Brukernavnet er allerede i bruk.',
  notFound: 'Fant ikke det du leter etter.',
  projectNotFound: 'Prosjektet finnes ikke.',
  serviceNotFound: 'Tjenesten finnes ikke.',
  teamMemberNotFound: 'Teammedlemmet finnes ikke.',
  faqNotFound: 'Spørsmålet finnes ikke.',
  parameterNotFound: 'Prisparameteren finnes ikke.',
  catalogueParameterDelete: 'Denne prisen brukes av kalkulatoren og kan ikke slettes. Du kan endre verdien eller slå den av.',
  catalogueParameterRename: 'Nøkkelen og kalkulatoren til en pris som kalkulatoren bruker, kan ikke endres.',
  cataloguePriceValue: 'Verdien må være et tall som er 0 eller større, f.eks. 2200 eller 1,5.',
  duplicateParameterKey: 'Det finnes allerede en parameter med denne nøkkelen i kategorien.',
  invalidParent: 'Overordnet tjeneste må være en hovedtjeneste, og ikke tjenesten selv.',
  serverError: 'Det oppstod en feil på serveren. Prøv igjen senere.',
  unsupportedMediaType: 'Forespørselen må sendes som JSON (Content-Type: application/json).',
  bodyTooLarge: 'Forespørselen er for stor.',
  invalidJson: 'Forespørselen inneholder ugyldig JSON.',
  invalidCharacters: 'Teksten inneholder ugyldige tegn.',
  nestedTooDeep: 'Forespørselen er for dypt nestet.',
  crossSite: 'Forespørselen må komme fra denne nettsiden.',
  enquiryNotFound: 'Henvendelsen finnes ikke.',
  mailNotFound: 'E-posten finnes ikke.',
  mailNotFailed: 'Bare en e-post som har feilet, kan sendes på nytt.',
  imageNotFound: 'Bildet finnes ikke.',
  imageInUse: 'Bildet er i bruk og kan ikke slettes. Fjern det først fra',
  imageMissing: 'Bildet finnes ikke på nettstedet. Last det opp på nytt eller velg et annet:',
  imageAltRequired: 'Hvert opplastet bilde i prosjektet må ha en alternativ tekst.',
  multipartRequired: 'Bildet må sendes som multipart/form-data i feltet file.',
  invalidUpload: 'Opplastingen kunne ikke leses. Prøv igjen.',
  noteNotFound: 'Notatet finnes ikke.',
  rateLimited: 'For mange forespørsler. Vent litt og prøv igjen.',
} as const;

/** Past the per-address limit on enquiries: the visitor can still call the company. */
export function enquiryRateLimited(phone: string): string {
  return `For mange henvendelser på kort tid. Prøv igjen senere, eller ring oss på ${phone}.`;
}
