import { createFileRoute, Link } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
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

const tabs: ReadonlyArray<{ value: ContactTab; label: string; search: ContactSearch }> = [
  { value: 'contact', label: 'Send melding', search: {} },
  { value: 'inspection', label: 'Bestill befaring', search: { tab: 'inspection' } },
];

function ContactPage() {
  const search = Route.useSearch();
  const current: ContactTab = search.tab === 'inspection' ? 'inspection' : 'contact';
  // A form is built when its tab is first shown, then kept (with what was typed into it) when the
  // visitor switches back and forth: the page starts with one form to bring to life, not two.
  const [opened, setOpened] = useState<ContactTab[]>([current]);
  if (!opened.includes(current)) setOpened([...opened, current]);
  const list = useRef<HTMLDivElement>(null);
  // The tabs are links to /contact and /contact?tab=inspection, pages the server renders: a tap works before the
  // page's scripts have run. Once they have, the router swaps the form in place. Arrow keys move between the tabs
  // as in any tab list.
  const arrows = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? [])];
    const next = links[(links.indexOf(event.target as HTMLAnchorElement) + (event.key === 'ArrowRight' ? 1 : -1) + links.length) % links.length];
    event.preventDefault();
    next?.focus();
    next?.click();
  };
  const id = (tab: ContactTab, part: 'tab' | 'panel') => `contact-${tab}-${part}`;

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
          <div ref={list} role="tablist" aria-label="Velg skjema" className={classes.tabList} onKeyDown={arrows}>
            {tabs.map((tab) => (
              <Link
                key={tab.value}
                to="/contact"
                search={tab.search}
                replace
                resetScroll={false}
                role="tab"
                id={id(tab.value, 'tab')}
                aria-selected={current === tab.value}
                aria-controls={id(tab.value, 'panel')}
                tabIndex={current === tab.value ? 0 : -1}
                className={classes.tab}
                data-active={current === tab.value || undefined}
              >
                {tab.label}
              </Link>
            ))}
          </div>
          {tabs.map((tab) => (
            <div key={tab.value} role="tabpanel" id={id(tab.value, 'panel')} aria-labelledby={id(tab.value, 'tab')} hidden={current !== tab.value}>
              {!opened.includes(tab.value) ? null : tab.value === 'contact' ? <ContactForm /> : <InspectionForm active={current === 'inspection'} />}
            </div>
          ))}
        </div>
        <ContactInfoCard />
      </Container>
      <Container>
        <Faq />
      </Container>
    </>
  );
}
