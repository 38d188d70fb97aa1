import { Button } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import { slotShortText } from '@shared/booking-time';
import { todayInOslo } from '@shared/dates';
import type { SlotDto } from '@shared/schemas/booking';
import classes from './Contact.module.css';
import { SlotChoices, SlotPicker } from './SlotPicker';

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

type Props = {
  choice: 'slots' | 'date';
  freeSlots: SlotDto[];
  /** After a 409: the next free times from the answer, to pick from at once. */
  nextSlots: SlotDto[];
  slotStart: string | null;
  onSlot: (start: string | null) => void;
  chooseOwnDate: () => void;
  chooseSlots: () => void;
  /** The form's props for the preferred date (`form.getInputProps('preferredDate')`). */
  dateInput: GetInputPropsReturnType;
};

/**
 * The inspection form's date choice: the free times while there are any, the preferred date when
 * none is offered or none fits. Shown only once the free times have been read in the browser, so it
 * is never in the server's HTML, and its calendar code loads with it rather than with the page.
 */
export default function DateChoice({ choice, freeSlots, nextSlots, slotStart, onSlot, chooseOwnDate, chooseSlots, dateInput }: Props) {
  if (choice === 'slots') {
    return (
      <div data-testid="slot-choice">
        <p className={classes.slotLabel}>Velg tid for befaring (valgfritt)</p>
        {nextSlots.length > 0 && (
          <div className={classes.nextSlots} data-testid="next-slots">
            <SlotChoices label="Neste ledige tider" slots={nextSlots} value={slotStart} onChange={onSlot} text={slotShortText} />
          </div>
        )}
        <SlotPicker slots={freeSlots} loading={false} value={slotStart} onChange={onSlot} extra={nextSlots} />
        <Button variant="subtle" size="compact-sm" mt={6} onClick={chooseOwnDate}>
          Ingen av tidene passer
        </Button>
      </div>
    );
  }
  return (
    <div>
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
          {...dateInput}
        />
      </DatesProvider>
      {freeSlots.length > 0 && (
        <Button variant="subtle" size="compact-sm" mt={6} onClick={chooseSlots}>
          Vis ledige tider
        </Button>
      )}
    </div>
  );
}
