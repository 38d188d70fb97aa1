import { Button, CloseButton, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
// Its styles (select list, calendar) come with the page's: ./page-styles.ts.
import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import { useEffect, useRef, useState } from 'react';
import { calculatorMeta } from '@shared/calculators/meta';
import { inspectionProjectTypeLabels, inspectionProjectTypes, type InspectionProjectType } from '@shared/labels';
import { formatNok } from '@shared/pricing/format';
import { todayInOslo } from '@shared/dates';
import { takeHandoff, type HandedOverEstimate } from '../../lib/estimate-handoff';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../trpc';
import classes from './Contact.module.css';
import { serverFieldErrors } from '../../lib/trpc-errors';
import { PrivacyNote, useSpamGuard } from './SpamGuard';
import { lazyValidate, loadSchemasOnTouch, submitWithSchemas } from './form-schemas';
import { focusFirstError, referenceText, SEND_FAILED_TITLE, submitErrorText } from './submit';

type Values = {
  name: string;
  email: string;
  phone: string;
  address: string;
  projectType: InspectionProjectType | null;
  preferredDate: string | null;
  message: string;
};
const empty: Values = { name: '', email: '', phone: '', address: '', projectType: null, preferredDate: null, message: '' };
const projectTypeOptions = inspectionProjectTypes.map((value) => ({ value, label: inspectionProjectTypeLabels[value] }));
const calendarLabels = {
  nextMonth: 'Neste måned',
  previousMonth: 'Forrige måned',
  nextYear: 'Neste år',
  previousYear: 'Forrige år',
  nextDecade: 'Neste tiår',
  previousDecade: 'Forrige tiår',
  monthLevelControl: 'Velg måned',
  yearLevelControl: 'Velg år',
};

const CALENDAR_ID = 'onsket-dato';

/**
 * Once the calendar has opened, keyboard focus goes to its current day, where the arrow keys pick
 * a date. Mantine's own focus trap looks for something to focus before the opening transition has
 * made the calendar visible, so on a busy device focus could stay on the field and the next Tab
 * closed the calendar.
 */
function focusCalendarDay() {
  const dropdown = document.getElementById(`${CALENDAR_ID}-dropdown`);
  if (!dropdown || dropdown.contains(document.activeElement)) return;
  dropdown.querySelector<HTMLElement>('table button[tabindex="0"]:not([disabled]), table button:not([disabled])')?.focus();
}

/** The inspection request form. `active` is true while its tab is shown: an estimate from the calculator is picked up then. */
export function InspectionForm({ active }: { active: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [estimate, setEstimate] = useState<HandedOverEstimate | null>(null);
  const handoffTaken = useRef(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: empty,
    validate: lazyValidate<Values>((s) => s.inspectionSchema),
    validateInputOnBlur: true,
  });
  const guard = useSpamGuard();
  const send = trpc.public.enquiries.inspection.useMutation();
  const { setValues } = form;

  useEffect(() => {
    if (!active || handoffTaken.current) return;
    handoffTaken.current = true;
    const handoff = takeHandoff();
    if (!handoff) return;
    setValues({ projectType: handoff.projectType, message: handoff.description });
    setEstimate(handoff.estimate);
  }, [active, setValues]);

  const submit = form.onSubmit(
    (values) =>
      send.mutate(
        { ...values, projectType: values.projectType ?? 'other', estimate, type: 'inspection', ...guard.fields() },
        {
          onSuccess: (enquiry) => {
            form.reset();
            guard.renew();
            setEstimate(null);
            notifySuccess('Befaringsforespørsel sendt!', `Vi vil kontakte deg for å avtale tid for befaring. ${referenceText(enquiry.reference)}`);
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
      <h2 className={classes.formTitle}>Bestill befaring</h2>
      <p className={classes.formText}>Fortell oss litt om prosjektet, så kontakter vi deg for å avtale tidspunkt for en gratis og uforpliktende befaring.</p>
      <form ref={formRef} onSubmit={submitWithSchemas(() => submit())} {...loadSchemasOnTouch} noValidate aria-label="Bestill befaring">
        <Stack gap="md">
          {guard.field}
          <div className={classes.row}>
            <TextInput label="Navn" required autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="E-post" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          </div>
          <div className={classes.row}>
            <TextInput label="Telefon" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
            <Select
              label="Prosjekttype"
              placeholder="Velg prosjekttype"
              required
              data={projectTypeOptions}
              allowDeselect={false}
              {...form.getInputProps('projectType')}
            />
          </div>
          <TextInput label="Adresse for befaring" required autoComplete="street-address" {...form.getInputProps('address')} />
          <DatesProvider settings={{ locale: 'nb', firstDayOfWeek: 1, weekendDays: [] }}>
            <DatePickerInput
              label="Ønsket dato for befaring"
              description="Valgfritt – vi kontakter deg uansett for å avtale tidspunkt."
              placeholder="Velg dato"
              valueFormat="D. MMMM YYYY"
              minDate={todayInOslo()}
              clearable
              hideOutsideDates
              ariaLabels={calendarLabels}
              getDayAriaLabel={(date) => dayjs(date).locale('nb').format('dddd D. MMMM YYYY')}
              clearButtonProps={{ 'aria-label': 'Fjern dato' }}
              popoverProps={{ id: CALENDAR_ID, onEnterTransitionEnd: focusCalendarDay }}
              {...form.getInputProps('preferredDate')}
            />
          </DatesProvider>
          <Textarea label="Beskrivelse av prosjektet" required rows={5} resize="vertical" classNames={{ input: classes.message ?? '' }} {...form.getInputProps('message')} />
          {estimate && (
            <div className={classes.estimateNote} role="status">
              <p>
                Prisestimatet fra kalkulatoren ({calculatorMeta[estimate.type].label.toLowerCase()}, {formatNok(estimate.shownTotal)} NOK inkl. mva) sendes med forespørselen.
              </p>
              <CloseButton aria-label="Ikke send med prisestimatet" onClick={() => setEstimate(null)} />
            </div>
          )}
          <Button type="submit" size="md" disabled={send.isPending} className={classes.submit}>
            {send.isPending ? 'Sender...' : 'Send forespørsel'}
          </Button>
          <PrivacyNote />
        </Stack>
      </form>
    </div>
  );
}
