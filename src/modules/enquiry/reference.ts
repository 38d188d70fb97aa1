import type { EntityManager } from '@mikro-orm/postgresql';
import { osloYear } from '../../shared/dates';

/** SK-2026-0042: the number has at least four digits and grows beyond them when a year needs more. */
export function formatReference(year: number, n: number): string {
  return `SK-${year}-${String(n).padStart(4, '0')}`;
}

/**
 * Takes the next reference number of the year inside the caller's transaction. The upsert locks the
 * year's counter row until that transaction ends, so concurrent enquiries (on any app instance) get
 * consecutive numbers; a rolled-back enquiry releases its number before anyone saw it, and a stored
 * one keeps it for good because the counter never goes back.
 */
export async function nextReference(tx: EntityManager, when: Date): Promise<string> {
  const year = osloYear(when);
  const rows = await tx.execute<Array<{ last_number: number }>>(
    `insert into enquiry_reference_counter (year, last_number) values (?, 1)
     on conflict (year) do update set last_number = enquiry_reference_counter.last_number + 1
     returning last_number`,
    [year],
  );
  return formatReference(year, rows[0]!.last_number);
}
