// Wording every automatic mail shares, whichever part of the case it is about.

/** How every mail to a customer opens: 'Hei Kari,' (the first name, as a letter would). */
export function greeting(name: string): string {
  return `Hei ${name.trim().split(/\s+/)[0] || name},`;
}

/** The back-office address of one case: the inbox opens with the enquiry shown. */
export function caseUrl(origin: string, caseId: number): string {
  return `${origin}/admin/contact-submissions?id=${caseId}`;
}
