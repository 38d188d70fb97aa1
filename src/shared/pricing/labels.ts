/** Texts shown with every calculator result, shared by the form, the summaries and the admin view. */

/** Text shown with every result. */
export const estimateDisclaimer = 'Dette er et estimat. For en nøyaktig pris, bestill en befaring.';
/** The same, to a customer who has asked for a befaring already: not the advice to book one. */
export const estimateDisclaimerWithBefaring = 'Dette er et estimat. På befaringen ser vi på stedet, og du får en nøyaktig pris i tilbudet etterpå.';

/** Label in front of the total: 'Total estimert pris: 123 456 NOK inkl. mva'. */
export const totalLabel = 'Total estimert pris';
export const vatSuffix = 'inkl. mva';
export const calculateButtonLabel = 'Beregn pris';
/** Under the button while the calculator's main quantity is still 0 or empty (the button is off). */
export const calculateNeedsInputHint = 'Fyll inn mål eller antall over for å beregne prisen.';

/** Option lists for selects, in display order. */
export function optionsOf<K extends string>(labels: { readonly [P in K]: string }): Array<{ value: K; label: string }> {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}
