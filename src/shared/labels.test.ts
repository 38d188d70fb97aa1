import { describe, expect, it } from 'vitest';
import { mailAudiences, mailKinds } from './domain';
import { mailLabel, mailKindLabels } from './labels';
import { timelineActorLabels } from './timeline-labels';

describe('the back office’s words for mails and actors', () => {
  it('names each mail with a noun phrase, so «… til kunden» reads as one phrase and not «Befaringen er flyttet til firmaet»', () => {
    const sentences = Object.entries(mailKindLabels).filter(([, label]) => /\ber\b/.test(label));
    expect(sentences).toEqual([]);
    expect(mailLabel('inspection_moved', 'company')).toBe('Melding om flyttet befaring til firmaet');
    expect(mailLabel('quote_accepted', 'customer')).toBe('Bekreftelse på akseptert tilbud til kunden');
    expect(new Set(mailKinds.flatMap((k) => mailAudiences.map((a) => mailLabel(k, a)))).size).toBe(mailKinds.length * mailAudiences.length);
  });

  it('calls the owner one thing: «av deg», never a username in one place and «eieren» in another', () => {
    expect(timelineActorLabels).toEqual({ customer: 'kunden', owner: 'deg' });
  });
});
