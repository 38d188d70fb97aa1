import { formatOsloShortWeekday, formatOsloTime, formatOsloWeekday } from './dates';

// Booked and free befaring times as the customer reads them, in Oslo time, on the server and in the browser.

/** «08:00» */
export const slotTime = (iso: string) => formatOsloTime(iso);

/** «tirsdag 1. desember kl. 08:00–09:00» */
export const slotText = (slot: { start: string; end: string }) => `${formatOsloWeekday(slot.start)} kl. ${slotTime(slot.start)}–${slotTime(slot.end)}`;

/** «tir. 1. des. 08:00–09:00»: short enough for a chip on a phone. */
export const slotShortText = (slot: { start: string; end: string }) => `${formatOsloShortWeekday(slot.start)} ${slotTime(slot.start)}–${slotTime(slot.end)}`;

/** The Oslo calendar day of a slot (the API writes its times with the Oslo offset). */
export const slotDay = (iso: string) => iso.slice(0, 10);
