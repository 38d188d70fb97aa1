import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../trpc';
import '@mantine/core/styles/Input.css';
import classes from './Contact.module.css';
import { serverFieldErrors } from '../../lib/trpc-errors';
import { PrivacyNote, useSpamGuard } from './SpamGuard';
import { lazyValidate, loadSchemasOnTouch, submitWithSchemas } from './form-schemas';
import { focusFirstError, referenceText, SEND_FAILED_TITLE, submitErrorText } from './submit';

type Values = { name: string; email: string; phone: string; message: string };
const empty: Values = { name: '', email: '', phone: '', message: '' };

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: empty,
    validate: lazyValidate<Values>((s) => s.contactSchema),
    validateInputOnBlur: true,
  });
  const guard = useSpamGuard();
  const send = trpc.public.enquiries.contact.useMutation();

  const submit = form.onSubmit(
    (values) =>
      send.mutate(
        { ...values, type: 'contact', ...guard.fields() },
        {
          onSuccess: (enquiry) => {
            form.reset();
            guard.renew();
            notifySuccess('Melding sendt!', `Vi vil kontakte deg så snart som mulig. ${referenceText(enquiry.reference)}`);
          },
          onError: (error) => {
            form.setErrors(serverFieldErrors(error));
            notifyError(SEND_FAILED_TITLE, submitErrorText(error));
          },
        },
      ),
    () => focusFirstError(formRef.current),
  );

  return (
    <div className={classes.formCard}>
      <h2 className={classes.formTitle}>Kontakt oss</h2>
      <p className={classes.formText}>Fyll ut skjemaet nedenfor, så tar vi kontakt med deg.</p>
      <form ref={formRef} onSubmit={submitWithSchemas(() => submit())} {...loadSchemasOnTouch} noValidate aria-label="Kontaktskjema">
        <Stack gap="md">
          {guard.field}
          <div className={classes.row}>
            <TextInput label="Navn" required autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="E-post" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          </div>
          <TextInput label="Telefon (valgfritt)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <Textarea label="Melding" required rows={5} resize="vertical" classNames={{ input: classes.message ?? '' }} {...form.getInputProps('message')} />
          <Button type="submit" size="md" disabled={send.isPending} className={classes.submit}>
            {send.isPending ? 'Sender...' : 'Send melding'}
          </Button>
          <PrivacyNote />
        </Stack>
      </form>
    </div>
  );
}
