/** A map search for an address (opens the map app on a phone). */
export const mapHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A phone number as a tel: link: spaces out, a leading + kept. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
