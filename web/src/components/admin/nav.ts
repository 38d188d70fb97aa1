/** The side menu of the back office; the label doubles as the page title in the header. */
export const adminNav = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/projects', label: 'Prosjekter' },
  { to: '/admin/services', label: 'Tjenester' },
  { to: '/admin/images', label: 'Bilder' },
  { to: '/admin/pricing-parameters', label: 'Priskalkulator' },
  { to: '/admin/contact-submissions', label: 'Henvendelser' },
  { to: '/admin/bookings', label: 'Befaringer' },
  { to: '/admin/jobs', label: 'Oppdrag' },
  { to: '/admin/reviews', label: 'Omtaler' },
  { to: '/admin/company', label: 'Firma' },
  { to: '/admin/activity-logs', label: 'Aktivitetslogg' },
  { to: '/admin/settings', label: 'Innstillinger' },
] as const;


/** Page title for the header, from the current path. */
export function adminTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return adminNav.find((item) => path === item.to || path.startsWith(`${item.to}/`))?.label ?? 'Administrasjon';
}
