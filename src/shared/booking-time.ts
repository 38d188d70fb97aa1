// Booked and free befaring times as the customer reads them, in Oslo time, on the server and in the browser.

const day = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', weekday: 'long', day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' });

/** «08:00» */
export const slotTime = (iso: string) => time.format(new Date(iso));

/** «tirsdag 1. desember kl. 08:00–09:00» */
export const slotText = (slot: { start: string; end: string }) => `${day.format(new Date(slot.start))} kl. ${slotTime(slot.start)}–${slotTime(slot.end)}`;

const shortDay = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', weekday: 'short', day: 'numeric', month: 'short' });

/** «tir. 1. des. 08:00–09:00»: short enough for a chip on a phone. */
export const slotShortText = (slot: { start: string; end: string }) => `${shortDay.format(new Date(slot.start))} ${slotTime(slot.start)}–${slotTime(slot.end)}`;

/** The Oslo calendar day of a slot (the API writes its times with the Oslo offset). */
export const slotDay = (iso: string) => iso.slice(0, 10);
