// The seeded company record as the public pages show it, for the browser tests that check it.
import { seedCompanyPublic } from '../src/seeders/company';
import { aboutParagraphs, addressLine, emailHref, footerBlurb as blurb, phoneE164, phoneHref } from '../src/shared/company-view';

const seed = seedCompanyPublic();

export const company = {
  ...seed,
  phoneHref: phoneHref(seed.phone),
  phoneE164: phoneE164(seed.phone),
  emailHref: emailHref(seed.email),
  address: { ...seed.address, display: addressLine(seed.address) },
  aboutParagraphs: aboutParagraphs(seed.about),
};

export const footerBlurb = () => blurb(seed.about);
