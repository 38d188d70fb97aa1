import { createContext, useContext, type ReactNode } from 'react';
import type { CompanyPublic } from '@shared/schemas/company';
import { trpc } from '../trpc';

// The company record (name, contact details, opening hours, texts, team, FAQ) comes from the
// server: the root route's loader reads it, so it is in every server-rendered page and travels to
// the browser with the page's other data; the query keeps it current like any other data.

/** The company record, or undefined while it loads (only on pages rendered in the browser alone). */
export function useCompany(): CompanyPublic | undefined {
  return trpc.public.company.get.useQuery().data;
}

const CompanyContext = createContext<CompanyPublic | null>(null);

/** Renders its children once the company record is there, and hands it to them. */
export function CompanyProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const company = useCompany();
  if (!company) return <>{fallback}</>;
  return <CompanyContext.Provider value={company}>{children}</CompanyContext.Provider>;
}

/** The company record inside a CompanyProvider (every public page). */
export function useCompanyData(): CompanyPublic {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useCompanyData outside CompanyProvider');
  return company;
}
