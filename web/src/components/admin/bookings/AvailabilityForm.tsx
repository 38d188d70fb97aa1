import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import 'dayjs/locale/nb';
import { weekdayLabels } from '@shared/labels';
import { weekdays } from '@shared/domain';
import { bookingSettingsInputSchema, type BookingSettingsDto, type BookingSettingsInput } from '@shared/schemas/booking';
import { trpc } from '../../../trpc';
import { onInvalidSubmit } from '../invalid-fields';
import { useAdminChange } from '../useAdminChange';

/** The owner's availability: weekly windows (or the opening hours), slot length, buffer, notice, horizon, blocked days. */
export function AvailabilityForm({ settings }: { settings: BookingSettingsDto }) {
  const change = useAdminChange();
  const update = trpc.admin.bookings.updateSettings.useMutation();
  const form = useForm<BookingSettingsInput>({
    initialValues: {
      windows: settings.windows,
      slotMinutes: settings.slotMinutes,
      bufferMinutes: settings.bufferMinutes,
      minNoticeDays: settings.minNoticeDays,
      daysAhead: settings.daysAhead,
      blockedDays: settings.blockedDays,
    },
    validate: schemaResolver(bookingSettingsInputSchema, { sync: true }),
  });
  const own = form.values.windows !== null;
  const submit = form.onSubmit(
    (values) =>
      void change({
        kind: 'update',
        thing: 'tidene for befaring',
        run: () => update.mutateAsync(values),
        success: { title: 'Lagret', message: 'Tidene for befaring er oppdatert.' },
      }),
    onInvalidSubmit,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Tider for befaring">
      <Stack gap="md">
        <Switch
          label="Følg åpningstidene under Firma"
          checked={!own}
          onChange={(e) => form.setFieldValue('windows', e.currentTarget.checked ? null : settings.effectiveWindows.map((w) => ({ ...w })))}
        />
        {own &&
          weekdays.map((day, i) => (
            <Group key={day} gap="sm" wrap="wrap" align="flex-end">
              <Checkbox
                w={110}
                label={weekdayLabels[day]}
                checked={!form.values.windows![i]!.closed}
                onChange={(e) => form.setFieldValue(`windows.${i}.closed`, !e.currentTarget.checked)}
              />
              <TextInput w={90} label="Fra" aria-label={`${weekdayLabels[day]} fra`} disabled={form.values.windows![i]!.closed} {...form.getInputProps(`windows.${i}.opens`)} />
              <TextInput w={90} label="Til" aria-label={`${weekdayLabels[day]} til`} disabled={form.values.windows![i]!.closed} {...form.getInputProps(`windows.${i}.closes`)} />
            </Group>
          ))}
        {/* No clamping: a value out of range stays as typed and the schema's message says why it is not saved. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Varighet per befaring (minutter)" min={15} max={480} step={15} clampBehavior="none" allowDecimal={false} {...form.getInputProps('slotMinutes')} />
          <NumberInput label="Reisetid mellom befaringer (minutter)" min={0} max={240} step={5} clampBehavior="none" allowDecimal={false} {...form.getInputProps('bufferMinutes')} />
          <NumberInput label="Varsel (arbeidsdager før første tid)" min={0} max={30} clampBehavior="none" allowDecimal={false} {...form.getInputProps('minNoticeDays')} />
          <NumberInput label="Hvor langt frem (dager)" min={1} max={365} clampBehavior="none" allowDecimal={false} {...form.getInputProps('daysAhead')} />
        </SimpleGrid>
        <DatesProvider settings={{ locale: 'nb', firstDayOfWeek: 1 }}>
          <DatePickerInput
            type="multiple"
            label="Stengte dager (ferie o.l.)"
            description="Offentlige fridager er alltid stengt."
            placeholder="Velg dager"
            valueFormat="D. MMM YYYY"
            clearable
            {...form.getInputProps('blockedDays')}
          />
        </DatesProvider>
        <Text size="sm" c="dimmed">
          Alle tider er norsk tid.
        </Text>
        <Button type="submit" w="fit-content" loading={update.isPending}>
          Lagre
        </Button>
      </Stack>
    </form>
  );
}
