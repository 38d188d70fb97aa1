import type { ReactNode } from 'react';
import { CompanyProvider } from '../../lib/company';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TopBar } from './TopBar';

/** The shared public layout: contact bar, sticky header, page content, footer; all of it shows the company record. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <CompanyProvider>
    <div className="site">
      <a href="#hovedinnhold" className="skip-link">
        Hopp til hovedinnhold
      </a>
      <TopBar />
      <SiteHeader />
      <main id="hovedinnhold" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </div>
    </CompanyProvider>
  );
}
