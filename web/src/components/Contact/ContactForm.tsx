import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { trpc } from '../../trpc';
import classes from './Contact.module.css';
import { PrivacyNote } from './SpamGuard';
import { loadSchemasOnTouch, useEnquiryForm } from './form-schemas';
import { SentPanel, useEnquirySubmit, type SentTexts } from './submit';

type Values = { name: string; email: string; phone: string; message: string };
const empty: Values = { name: '', email: '', phone: '', message: '' };

const texts: SentTexts = {
  title: 'Melding sendt!',
  toast: 'Vi vil kontakte deg så snart som mulig.',
  next: 'Vi leser meldingen og svarer deg så snart som mulig. Du får også en kvittering på e-post med referansenummeret.',
  again: 'Send en ny melding',
};

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useEnquiryForm<Values>(empty, (s) => s.contactSchema, 'Kontaktskjema');
  const { mutateAsync } = trpc.public.enquiries.contact.useMutation();
  const flow = useEnquirySubmit({ form, formRef, texts, send: (values, guard) => mutateAsync({ ...values, type: 'contact', ...guard }) });

  if (flow.sent) return <SentPanel sent={flow.sent} texts={texts} onAgain={flow.again} />;
  return (
    <div className={classes.formCard}>
      <h2 className={classes.formTitle}>Kontakt oss</h2>
      <p className={classes.formText}>Fyll ut skjemaet nedenfor, så tar vi kontakt med deg.</p>
      <form ref={formRef} onSubmit={flow.onSubmit} {...loadSchemasOnTouch} noValidate aria-label="Kontaktskjema">
        <Stack gap="md">
          {flow.guard.field}
          <div className={classes.row}>
            <TextInput label="Navn" name="name" required autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="E-post" name="email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          </div>
          <TextInput label="Telefon (valgfritt)" name="phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <Textarea label="Melding" name="message" required rows={5} resize="vertical" classNames={{ input: classes.message ?? '' }} {...form.getInputProps('message')} />
          {flow.failure && <p className={classes.submitError}>{flow.failure}</p>}
          <Button type="submit" size="md" disabled={flow.pending} className={classes.submit}>
            {flow.pending ? 'Sender...' : 'Send melding'}
          </Button>
          <PrivacyNote />
        </Stack>
      </form>
    </div>
  );
}
