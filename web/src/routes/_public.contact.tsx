import { Tabs } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { staticRouteSeo } from '@shared/seo';
import classes from '../components/Contact/Contact.module.css';
import { ContactForm } from '../components/Contact/ContactForm';
import { ContactInfoCard } from '../components/Contact/ContactInfoCard';
import { Faq } from '../components/Contact/Faq';
import { InspectionForm } from '../components/Contact/InspectionForm';
import { PageHeader } from '../components/Page/PageHeader';
import { Container } from '../components/Page/Section';
import { staticHead } from '../lib/seo';

type ContactTab = 'contact' | 'inspection';
type ContactSearch = { tab?: 'inspection' };

export const Route = createFileRoute('/_public/contact')({
  // ?tab=inspection opens the inspection form; anything else shows the contact form (the default).
  validateSearch: (search: Record<string, unknown>): ContactSearch => ({ tab: search.tab === 'inspection' ? 'inspection' : undefined }),
  head: staticHead(staticRouteSeo('/contact')),
  component: ContactPage,
});

function ContactPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const choose = (next: string | null) => {
    if (next !== 'contact' && next !== 'inspection') return;
    void navigate({ search: { tab: next === 'inspection' ? 'inspection' : undefined }, replace: true, resetScroll: false });
  };
  const current: ContactTab = search.tab === 'inspection' ? 'inspection' : 'contact';
  // A form is built when its tab is first shown, then kept (with what was typed into it) when the
  // visitor switches back and forth: the page starts with one form to bring to life, not two.
  const [opened, setOpened] = useState<ContactTab[]>([current]);
  if (!opened.includes(current)) setOpened([...opened, current]);

  return (
    <>
      <PageHeader eyebrow="Kontakt" title="Vi hører gjerne fra deg">
        <p>
          Har du spørsmål, eller vil du at vi skal se på et prosjekt? Send oss en melding eller bestill en gratis og uforpliktende
          befaring, så svarer vi så snart vi kan – som regel innen én arbeidsdag.
        </p>
      </PageHeader>
      <Container className={classes.layout}>
        <div>
          <Tabs value={current} onChange={choose} classNames={{ list: classes.tabList ?? '', tab: classes.tab ?? '' }}>
            <Tabs.List aria-label="Velg skjema">
              <Tabs.Tab value="contact">Send melding</Tabs.Tab>
              <Tabs.Tab value="inspection">Bestill befaring</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="contact">{opened.includes('contact') ? <ContactForm /> : null}</Tabs.Panel>
            <Tabs.Panel value="inspection">
              {opened.includes('inspection') ? <InspectionForm active={current === 'inspection'} /> : null}
            </Tabs.Panel>
          </Tabs>
        </div>
        <ContactInfoCard />
      </Container>
      <Container>
        <Faq />
      </Container>
    </>
  );
}
