import type { FormEvent } from 'react';
import { notifyError } from '../../lib/notify';

const list = new Intl.ListFormat('nb', { type: 'conjunction' });

/** The toast text after a save stopped by invalid fields: 'Rett opp Telefon og E-post, og lagre på nytt.' */
export function invalidFieldsMessage(names: readonly string[]): string {
  if (names.length === 0) return 'Rett opp feltene som er merket, og lagre på nytt.';
  return `Rett opp ${list.format(names)}, og lagre på nytt.`;
}

/** A field's name as the administrator reads it: its label without the required asterisk, else its aria-label. */
export function fieldName(field: HTMLElement): string {
  const label = (field as HTMLInputElement).labels?.[0];
  if (label) {
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    const text = copy.textContent?.replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim();
    if (text) return text;
  }
  return field.getAttribute('aria-label')?.trim() || field.getAttribute('name') || 'et felt';
}

/**
 * After a save was stopped by invalid fields: the first of them is scrolled into view and focused
 * (a long form may have it far above the button), and a toast names every field to correct. Runs on
 * the next frame, once the form has rendered its errors (aria-invalid on each field). `toast: false`
 * when the caller shows a toast of its own.
 */
export function reportInvalidFields(form: HTMLFormElement | null | undefined, { toast = true } = {}): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const fields = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    const first = fields[0];
    if (first) {
      first.scrollIntoView({ block: 'center', behavior: 'auto' });
      first.focus({ preventScroll: true });
    }
    if (toast) notifyError('Ikke lagret', invalidFieldsMessage([...new Set(fields.map(fieldName))]));
  });
}

/**
 * The second argument of Mantine's form.onSubmit: called instead of the save when validation fails.
 * The form element is taken at once, because React clears `currentTarget` after the event.
 */
export function onInvalidSubmit(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>): void {
  reportInvalidFields(event?.currentTarget);
}
