import { greetableName } from './echo';

// Wording every automatic mail shares, whichever part of the case it is about.

/**
 * How every mail to a customer opens: 'Hei Kari,' (the first name, as a letter would), or just 'Hei,'
 * when the name is not one a mail may repeat (too long, or a link: echo.ts).
 */
export function greeting(name: string): string {
  const first = greetableName(name);
  return first ? `Hei ${first},` : 'Hei,';
}

/** The back-office address of one case: its own page. */
export function caseUrl(origin: string, caseId: number): string {
  return `${origin}/admin/contact-submissions/${caseId}`;
}
