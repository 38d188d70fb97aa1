// Håndverkertjenesteloven § 32 for a prisoverslag, in one place: the server's limit check, the job
// view's level and the back office's colours and texts all read these.

/** A prisoverslag may be passed by at most this share without a new agreement (§ 32). */
export const PRICE_LIMIT_SHARE = 0.15;
/** Past this share the customer should be told before the work goes on (§ 7). */
export const PRICE_WARN_SHARE = 0.1;
/** The same, as the percentages the texts name. */
export const PRICE_LIMIT_PERCENT = Math.round(PRICE_LIMIT_SHARE * 100);
export const PRICE_WARN_PERCENT = Math.round(PRICE_WARN_SHARE * 100);

export const priceLevels = ['ok', 'warn', 'over'] as const;
/** Where a total stands against a prisoverslag: within 10 %, past 10 % (tell the customer), past the limit. */
export type PriceLevel = (typeof priceLevels)[number];

/** The highest price without a new agreement: 15 % above the estimate, or the new limit the customer agreed to. */
// In whole kroner, rounded down: a limit is read and said as kroner (never «166 468,25 kr»), and down
// keeps it within the 15 % the law allows.
export const defaultPriceLimit = (estimate: number): number => Math.floor(estimate * (1 + PRICE_LIMIT_SHARE) + 1e-9);

/**
 * Where `total` stands: `over` past the limit in force (the agreed new limit when there is one, so a
 * total within it is not over), `warn` more than 10 % above the estimate, else `ok`.
 */
export function priceLevel(total: number, estimate: number, limit: number): PriceLevel {
  if (total > limit) return 'over';
  if (total > estimate * (1 + PRICE_WARN_SHARE)) return 'warn';
  return 'ok';
}
