import './admin.css';
import { AppShell, Badge, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { plural } from '@shared/plural';
import { useCompany } from '../../lib/company';
import { MenuBurger } from '../Layout/MenuBurger';
import { trpc } from '../../trpc';
import { AuthFailed } from './AuthFailed';
import { AuthLoading } from './AuthLoading';
import { rememberAfterLogin } from './auth-check';
import { adminNav, adminTitle } from './nav';
import { ExampleFactsBanner } from './company/ExampleFactsBanner';
import { useAuthStatus, useIdleLogout, useLogout, useUnauthorizedWatch } from './session';
import { useHydrationMark } from '../../lib/hydration';

export function AdminLayout() {
  const company = useCompany();
  useHydrationMark();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  const href = useLocation({ select: (l) => l.href });
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const auth = useAuthStatus();
  const logout = useLogout();
  // The number of enquiries with status Ny, beside Henvendelser in the menu.
  const counts = trpc.admin.enquiries.counts.useQuery(undefined, { enabled: auth.data?.authenticated === true });
  useUnauthorizedWatch();
  useIdleLogout();

  if (auth.data && !auth.data.authenticated) {
    // The session ended on this page (expired, or logged out in another tab): back here after logging in.
    rememberAfterLogin(href);
    return <Navigate to="/admin/login" replace />;
  }
  if (auth.isPending) return <AuthLoading />;
  if (!auth.data) return <AuthFailed />;

  const title = adminTitle(pathname);
  const unhandled = counts.data?.new ?? 0;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      className="admin-scope"
    >
      <a className="skip-link" href="#admin-main">
        Hopp til innhold
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <MenuBurger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? 'Lukk meny' : 'Åpne meny'}
            aria-expanded={opened}
            aria-controls="admin-navbar"
          />
          <Text fw={700} c="oak.9" visibleFrom="sm" w={218} truncate>
            {company?.name}
          </Text>
          <Title order={1} fz={{ base: 'h4', sm: 'h3' }} lh={1.2} lineClamp={1}>
            {title}
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="admin-navbar"
        p="sm"
        aria-label="Administrasjonsmeny"
        // Off-canvas on phones: keep the hidden menu out of the tab order.
        inert={isMobile && !opened}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && opened) close();
        }}
      >
        <AppShell.Section grow component={ScrollArea}>
          {adminNav.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              rightSection={
                item.to === '/admin/contact-submissions' && unhandled > 0 ? (
                  <Badge size="sm" color="red" variant="filled" circle={unhandled < 10} data-testid="new-enquiries">
                    {unhandled}
                    <span className="visually-hidden-caption">{` ${plural(unhandled, { one: 'ny', other: 'nye' })}`}</span>
                  </Badge>
                ) : undefined
              }
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
              onClick={close}
              color="oak"
              variant="light"
              fw={500}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <NavLink component={Link} to="/" label="Til nettsiden" onClick={close} />
          <Button mt="xs" fullWidth variant="outline" color="oak" onClick={() => logout.mutate()} loading={logout.isPending}>
            Logg ut
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="admin-main" className="admin-shell-main" tabIndex={-1}>
        <ExampleFactsBanner />
        <Outlet />
        {/* At the end of the page, not fixed: on a phone a fixed bar took 40 px of every screen. */}
        <Text component="footer" size="sm" c="dimmed" mt="xl" pt="md">
          © {new Date().getFullYear()} {company?.name} · Administrasjon
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
