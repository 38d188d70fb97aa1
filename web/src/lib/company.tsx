import { createContext, useContext, type ReactNode } from 'react';
import { COMPANY_DATA_ID } from '@shared/company-view';
import type { CompanyPublic } from '@shared/schemas/company';
import { trpc } from '../trpc';

// The company record (name, contact details, opening hours, texts, team, FAQ) comes from the
// server: every page's HTML carries it in a JSON data block, so the first render needs no request,
// and the query keeps it current like any other data.

function inlineCompany(): CompanyPublic | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(COMPANY_DATA_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as CompanyPublic;
  } catch {
    return undefined;
  }
}

const initial = inlineCompany();
const loadedAt = Date.now();

/** The company record, or undefined while it loads (only without server-rendered HTML, e.g. in `npm run dev`). */
export function useCompany(): CompanyPublic | undefined {
  return trpc.public.company.get.useQuery(undefined, { initialData: initial, initialDataUpdatedAt: loadedAt }).data;
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
