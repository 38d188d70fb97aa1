import { Button, Chip, Group, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/nb';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { slotDay, slotText, slotTime } from '@shared/booking-time';
import type { SlotDto } from '@shared/schemas/booking';
import classes from './SlotPicker.module.css';

// Names of their own: the inspection form also has the preferred-date calendar, whose controls are
// «Neste måned» and «Forrige måned»; two controls of one name would leave a screen reader guessing.
const calendarLabels = { nextMonth: 'Ledige tider i måneden etter', previousMonth: 'Ledige tider i måneden før', monthLevelControl: 'Velg måned med ledige tider' };

/**
 * Times as one radio group with a name a screen reader reads out (Mantine's Chip.Group is only
 * context, with no group role of its own).
 */
export function SlotChoices({ label, slots, value, onChange, text }: { label: string; slots: SlotDto[]; value: string | null; onChange: (start: string | null) => void; text: (s: SlotDto) => string }) {
  const labelId = useId();
  return (
    <div>
      <Text size="sm" fw={600} mb={6} id={labelId}>
        {label}
      </Text>
      <Chip.Group value={value ?? ''} onChange={(v) => onChange(typeof v === 'string' && v ? v : null)}>
        <Group gap={8} role="radiogroup" aria-labelledby={labelId}>
          {slots.map((s) => (
            <Chip key={s.start} value={s.start} size="md">
              {text(s)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

/**
 * Free befaring times: a Monday-first month of the days that have one, then that day's times.
 * Choosing nothing is fine: the request is sent without a time, as before.
 */
export function SlotPicker({
  slots,
  loading,
  value,
  onChange,
  noneText = 'Ingen tid valgt: vi kontakter deg for å avtale tidspunkt.',
  clearText = 'Send uten tid',
  extra = [],
}: {
  slots: SlotDto[];
  loading: boolean;
  value: string | null;
  onChange: (start: string | null) => void;
  /** Under the calendar while no time is chosen. */
  noneText?: string;
  /** The button that takes the chosen time away again. */
  clearText?: string;
  /** Times offered outside the list (the next free ones after a refused time), so a pick among them shows as chosen. */
  extra?: SlotDto[];
}) {
  const byDay = useMemo(() => {
    const map = new Map<string, SlotDto[]>();
    for (const s of slots) map.set(slotDay(s.start), [...(map.get(slotDay(s.start)) ?? []), s]);
    return map;
  }, [slots]);
  const days = [...byDay.keys()];
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked ?? (value ? slotDay(value) : null);
  const chosen = value ? (slots.find((s) => s.start === value) ?? extra.find((s) => s.start === value)) : undefined;

  if (loading) return <Text size="sm">Henter ledige tider …</Text>;
  if (!days.length) return <Text size="sm">Ingen ledige tider akkurat nå. Send forespørselen uten tid, så ringer vi deg.</Text>;
  return (
    <div className={classes.picker} data-testid="slot-picker">
      <DatesProvider settings={{ locale: 'nb', firstDayOfWeek: 1, weekendDays: [] }}>
        <DatePicker
          value={day}
          onChange={(d) => setPicked(d)}
          minDate={days[0]}
          maxDate={days[days.length - 1]}
          excludeDate={(d) => !byDay.has(dayjs(d).format('YYYY-MM-DD'))}
          hideOutsideDates
          classNames={{ day: classes.day }}
          ariaLabels={calendarLabels}
          getDayProps={(d) => ({ 'aria-label': dayjs(d).locale('nb').format('dddd D. MMMM YYYY') })}
        />
      </DatesProvider>
      {day && byDay.has(day) && (
        <SlotChoices label={`Ledige tider ${dayjs(day).locale('nb').format('dddd D. MMMM')}`} slots={byDay.get(day)!} value={value} onChange={onChange} text={(s) => slotTime(s.start)} />
      )}
      {chosen ? (
        <Group gap="xs" className={classes.chosen}>
          <Text size="sm" data-testid="chosen-slot">
            Valgt tid: <strong>{slotText(chosen)}</strong>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            {clearText}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {noneText}
        </Text>
      )}
    </div>
  );
}
