import type { CaseStatus } from './domain';

/** What the owner does next with a case in each state, shown on the case's page beside its status. */
export const caseNextStep: Record<CaseStatus, string> = {
  new: 'Ta kontakt med kunden',
  contacted: 'Avtal befaring, eller send et tilbud',
  inspection_booked: 'Gjennomfør befaringen og send et tilbud',
  quote_sent: 'Vent på kundens svar, eller følg opp tilbudet',
  won: 'Planlegg oppdraget',
  planned: 'Start oppdraget på første dag',
  in_progress: 'Gjør ferdig arbeidet og meld oppdraget ferdig',
  done: 'Fyll ut overleveringsmappen og overlever',
  handed_over: 'Fakturer det som gjenstår, og registrer betalingen',
  paid: 'Ingen: oppdraget er betalt. Se over omtalen når den kommer',
  lost: 'Ingen: saken er tapt',
  spam: 'Slett henvendelsen, eller velg «Ikke spam»',
};
