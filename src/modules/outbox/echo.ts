// What a mail to a customer may repeat of what the sender typed. A form can be sent with anybody's
// e-mail address, so a receipt, a booking confirmation or a quote mail goes to whoever the sender named,
// from the company's domain. Repeating free text there would let a stranger send their own message (an
// advert, a link) in the company's name: a spam relay that puts the domain on block lists. So these mails
// repeat no message, and a name or an address only when it is short and carries no link.

/** Longest full name that is still greeted by its first name (a normal name is far shorter). */
export const MAX_GREETED_NAME = 60;
/** Longest first name used in a greeting. */
const MAX_FIRST_NAME = 30;
/** Longest address repeated in a booking confirmation. */
export const MAX_REPEATED_ADDRESS = 120;

/** A link or anything that mail clients turn into one: a scheme, www., an e-mail address, a domain name. */
const LINK_LIKE = /([a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]+\.(?:[a-z]{2,})(?:[/:?#]|\b))/iu;

export const carriesLink = (text: string) => LINK_LIKE.test(text);

/** The first name to greet with, or null when the name is too long or looks like a link. */
export function greetableName(name: string): string | null {
  const full = name.trim();
  if (!full || full.length > MAX_GREETED_NAME || carriesLink(full)) return null;
  const first = full.split(/\s+/)[0] ?? '';
  // Letters, with the apostrophes and hyphens names have (Kari-Anne, D'Souza).
  if (first.length > MAX_FIRST_NAME || !/^\p{L}[\p{L}\p{M}'’-]*$/u.test(first)) return null;
  return first;
}

/** An address as typed, or null when it is longer than an address is or carries a link. */
export function repeatableAddress(address: string | null | undefined): string | null {
  const a = address?.trim();
  if (!a || a.length > MAX_REPEATED_ADDRESS || carriesLink(a)) return null;
  return a;
}
