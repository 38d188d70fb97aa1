import { Button, CloseButton, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { calculatorMeta } from '@shared/calculators/meta';
import { inspectionProjectTypeLabels } from '@shared/labels';
import { inspectionProjectTypes, type InspectionProjectType } from '@shared/domain';
import { formatNok } from '@shared/pricing/format';
import type { SlotDto } from '@shared/schemas/booking';
import { clearHandoff, readHandoff, type HandedOverEstimate } from '../../lib/estimate-handoff';
import { conflictSlots, errorCode } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import classes from './Contact.module.css';
import { PrivacyNote } from './SpamGuard';
import { loadSchemasOnTouch, useEnquiryForm } from './form-schemas';
import { SentPanel, useEnquirySubmit, type SentTexts } from './submit';

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
// The date choice appears once the free times have been read in the browser. Its calendar code is fetched beside
// them, not with the page (and not after them: the form below would move twice).
const loadDateChoice = () => import('./DateChoice');
const DateChoice = lazy(loadDateChoice);
const choosingDate = (
  <Text size="sm" data-testid="slots-loading">
    Henter ledige tider …
  </Text>
);
const projectTypeOptions = inspectionProjectTypes.map((value) => ({ value, label: inspectionProjectTypeLabels[value] }));
const texts: SentTexts = {
  title: 'Befaringsforespørsel sendt!',
  toast: 'Vi vil kontakte deg for å avtale tid for befaring.',
  bookedToast: (time) => `Befaringen er avtalt ${time}. Du får en bekreftelse på e-post.`,
  next: 'Vi kontakter deg for å avtale tid for befaringen. Du får også en kvittering på e-post med referansenummeret.',
  again: 'Send en ny forespørsel',
};

/** The inspection request form. `active` is true while its tab is shown: an estimate from the calculator is picked up then. */
export function InspectionForm({ active }: { active: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [estimate, setEstimate] = useState<HandedOverEstimate | null>(null);
  const handoffTaken = useRef(false);
  const form = useEnquiryForm<Values>(empty, (s) => s.inspectionSchema, 'Bestill befaring');
  const { mutateAsync } = trpc.public.enquiries.inspection.useMutation();
  const { setFieldValue } = form;
  // Free times are read in the browser only: the page itself may come from the public cache.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const slots = trpc.public.bookings.slots.useQuery({}, { enabled: mounted && active });
  useEffect(() => {
    // A failed fetch is left to the lazy part, which asks again when it is shown.
    if (active) loadDateChoice().catch(() => {});
  }, [active]);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  // After a 409: the next free times from the answer, to pick from at once.
  const [nextSlots, setNextSlots] = useState<SlotDto[]>([]);

  // One date choice at a time: the free times while there are any, the preferred date (the spec's field)
  // when none is offered or none of them fits. Both stay in the API.
  const [ownDate, setOwnDate] = useState(false);
  const freeSlots = slots.data ?? [];
  const dateChoice: 'loading' | 'slots' | 'date' = !slots.data && !slots.isError ? 'loading' : (freeSlots.length > 0 || nextSlots.length > 0) && !ownDate ? 'slots' : 'date';
  const chooseOwnDate = () => {
    setSlotStart(null);
    setNextSlots([]);
    setOwnDate(true);
  };
  const chooseSlots = () => {
    setFieldValue('preferredDate', null);
    setOwnDate(false);
  };

  useEffect(() => {
    if (!active || handoffTaken.current) return;
    handoffTaken.current = true;
    const handoff = readHandoff();
    if (!handoff) return;
    // The estimate travels beside the form, not inside the description: that is for the customer's own words.
    setFieldValue('projectType', handoff.projectType);
    setEstimate(handoff.estimate);
  }, [active, setFieldValue]);

  const flow = useEnquirySubmit({
    form,
    formRef,
    texts,
    send: async (values, guard) => {
      try {
        return await mutateAsync({ ...values, projectType: values.projectType ?? 'other', estimate, slotStart, type: 'inspection', ...guard });
      } catch (error) {
        // Taken meanwhile: the message says so, the next free times are offered, the list is read again.
        const offered = conflictSlots(error);
        if (offered.length || errorCode(error) === 'CONFLICT') {
          setSlotStart(null);
          setNextSlots(offered);
          setOwnDate(false);
          void slots.refetch();
        }
        throw error;
      }
    },
    onSent: () => {
      clearHandoff();
      setEstimate(null);
      setSlotStart(null);
      setNextSlots([]);
      setOwnDate(false);
      void slots.refetch();
    },
  });

  if (flow.sent) return <SentPanel sent={flow.sent} texts={texts} onAgain={flow.again} />;
  return (
    <div className={classes.formCard}>
      <h2 className={classes.formTitle}>Bestill befaring</h2>
      <p className={classes.formText}>Fortell oss litt om prosjektet og velg en ledig tid for en gratis og uforpliktende befaring. Passer ingen av tidene, kontakter vi deg for å avtale tidspunkt.</p>
      <form ref={formRef} onSubmit={flow.onSubmit} {...loadSchemasOnTouch} noValidate aria-label="Bestill befaring">
        <Stack gap="md">
          {flow.guard.field}
          <div className={classes.row}>
            <TextInput label="Navn" name="name" required autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="E-post" name="email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          </div>
          <div className={classes.row}>
            <TextInput label="Telefon" name="phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
            <Select
              label="Prosjekttype"
              placeholder="Velg prosjekttype"
              required
              data={projectTypeOptions}
              allowDeselect={false}
              {...form.getInputProps('projectType')}
            />
          </div>
          <TextInput label="Adresse for befaring" name="address" required autoComplete="address-line1" {...form.getInputProps('address')} />
          {dateChoice === 'loading' && choosingDate}
          {dateChoice !== 'loading' && (
            <Suspense fallback={choosingDate}>
              <DateChoice
                choice={dateChoice}
                freeSlots={freeSlots}
                nextSlots={nextSlots}
                slotStart={slotStart}
                onSlot={setSlotStart}
                chooseOwnDate={chooseOwnDate}
                chooseSlots={chooseSlots}
                dateInput={form.getInputProps('preferredDate')}
              />
            </Suspense>
          )}
          {estimate && (
            <div className={classes.estimateCard} data-testid="estimate-card">
              <div>
                <p className={classes.estimateCardTitle}>Prisestimat fra kalkulatoren</p>
                <p>
                  {calculatorMeta[estimate.type].label}: {formatNok(estimate.shownTotal)} kr inkl. mva. Estimatet sendes med forespørselen.
                </p>
              </div>
              <CloseButton
                aria-label="Fjern prisestimatet fra forespørselen"
                onClick={() => {
                  clearHandoff();
                  setEstimate(null);
                }}
              />
            </div>
          )}
          <Textarea
            label="Beskrivelse av prosjektet"
            name="message"
            placeholder={
              estimate
                ? 'Fortell med egne ord hva du vil ha gjort: ønsker, spørsmål, når det passer. Estimatet over sendes med.'
                : 'Fortell med egne ord hva du vil ha gjort: omfang, ønsker, spørsmål og når det passer.'
            }
            required
            rows={5}
            resize="vertical"
            classNames={{ input: classes.message ?? '' }}
            {...form.getInputProps('message')}
          />
          {flow.failure && <p className={classes.submitError}>{flow.failure}</p>}
          <Button type="submit" size="md" disabled={flow.pending} className={classes.submit}>
            {flow.pending ? 'Sender...' : 'Send forespørsel'}
          </Button>
          <PrivacyNote />
        </Stack>
      </form>
    </div>
  );
}
