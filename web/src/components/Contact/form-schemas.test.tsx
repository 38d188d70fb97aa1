// The schemas load when a form is first touched (form-schemas.ts). A visitor on a slow line may leave a field
// before they arrive: that field is checked when they do, as its blur would have, and the field still being
// typed in is not. The import is held here until the test lets it through.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { fill, renderInSite } from '../../test/render';
import { ContactForm } from './ContactForm';

const schemas = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
});

vi.mock('@shared/schemas/enquiry', async (importOriginal) => {
  await schemas.held;
  return importOriginal();
});

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}( \\*)?$`));

test('a field left before the schemas arrived is checked when they arrive; the one being typed in waits for its blur', async () => {
  const { user } = await renderInSite(<ContactForm />, {
    handlers: { 'public.enquiries.formToken': () => ({ token: 'stamp-1', minFillSeconds: 0 }) },
  });
  const form = await screen.findByRole('form', { name: 'Kontaktskjema' });
  await fill(user, field(form, 'E-post'), 'ikke-en-adresse');
  await user.click(field(form, 'Navn'));
  await user.keyboard('A');
  // Left, but nothing to check it with yet.
  expect(field(form, 'E-post')).not.toHaveAttribute('aria-invalid', 'true');

  schemas.release();
  await waitFor(() => expect(field(form, 'E-post')).toHaveAttribute('aria-invalid', 'true'));
  expect(field(form, 'E-post')).toHaveAccessibleDescription(/Skriv inn en gyldig e-postadresse/);
  expect(field(form, 'Navn')).not.toHaveAttribute('aria-invalid', 'true');

  await user.tab();
  await waitFor(() => expect(field(form, 'Navn')).toHaveAttribute('aria-invalid', 'true'));
  expect(field(form, 'Navn')).toHaveAccessibleDescription(/Navn må være minst 2 tegn/);
});
