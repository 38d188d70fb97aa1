// The shared public layout: contact bar, header and navigation, the calculator anchor, the mobile
// menu, the footer, scroll-to-top and reduced motion.
import { company, footerBlurb } from './company';
import { expect, test } from './fixtures';

const navTargets: [string, string][] = [
  ['Hjem', '/'],
  ['Tjenester', '/services'],
  ['Referanseprosjekter', '/projects'],
  ['Om oss', '/about'],
  ['Kontakt', '/contact'],
  ['Priskalkulatorer', '/#terrassekalkulator'],
];

test('header: logo, six navigation items with their targets, the current one highlighted, and the button', async ({ page }) => {
  await page.goto('/services');
  const header = page.getByRole('banner');
  const logo = header.getByRole('img', { name: company.name });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBe(40);

  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(navTargets.map(([label]) => label));
  for (const [label, href] of navTargets) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'Tjenester' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await header.getByRole('link', { name: 'Bestill befaring' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Referanseprosjekter' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(nav.getByRole('link', { name: 'Referanseprosjekter' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Hjem' })).not.toHaveAttribute('aria-current', 'page');
});

test('the top contact bar shows phone, e-mail and hours, and is hidden below the medium breakpoint', async ({ page }) => {
  await page.goto('/about');
  const bar = page.getByRole('link', { name: company.phone }).first();
  await expect(bar).toBeVisible();
  await expect(page.getByText('Mandag–fredag 08:00–16:00').first()).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.getByText('Mandag–fredag 08:00–16:00')).toBeHidden();
});

test('the logo falls back to the company name as text when the image cannot be loaded', async ({ page }) => {
  await page.route('**/images/logo-*.svg', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(company.name, { exact: true })).toBeVisible();
  // The footer's logo loads lazily: when the footer comes into view.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByText(company.name, { exact: true })).toBeVisible();
});

test('Priskalkulatorer scrolls smoothly to the calculator, also from another page', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Priskalkulatorer' }).click();
  await expect(page).toHaveURL(/\/#terrassekalkulator$/);
  await expect(page.locator('#terrassekalkulator')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Priskalkulator for terrasse' })).toBeVisible();

  // On the home page itself: back to the top, then the anchor again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('#terrassekalkulator')).not.toBeInViewport();
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Priskalkulatorer' }).click();
  await expect(page.locator('#terrassekalkulator')).toBeInViewport();
});

test('opening /#terrassekalkulator directly lands on the calculator', async ({ page }) => {
  await page.goto('/#terrassekalkulator');
  await expect(page.getByRole('heading', { name: 'Priskalkulator for terrasse' })).toBeVisible();
  await expect(page.locator('#terrassekalkulator')).toBeInViewport();
});

test('every navigation starts at the top of the new page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // A link without a hash (the footer's service links carry one and land on their group instead).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bestill befaring' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('footer: blurb, services, contact details, button, copyright, credit and social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const logo = footer.getByRole('img', { name: company.name });
  expect(await logo.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBe(60);
  await expect(footer.getByText(footerBlurb())).toBeVisible();
  // About 150 characters, cut between words, then an ellipsis.
  const shown = footerBlurb().slice(0, -1);
  expect(footerBlurb().endsWith('…')).toBe(true);
  expect(company.about.replace(/\s+/g, ' ').startsWith(shown)).toBe(true);
  expect(shown.length).toBeGreaterThan(120);
  expect(company.about.replace(/\s+/g, ' ')[shown.length]).toMatch(/[\s,.]/);
  await expect(footer.getByText(`Org.nr. 999 999 999 MVA`)).toBeVisible();

  for (const [label, hash] of [
    ['Terrasser', 'store-prosjekter'],
    ['Renovering', 'store-prosjekter'],
    ['Interiør snekkerarbeid', 'store-prosjekter'],
    ['Mindre oppdrag', 'mindre-oppdrag'],
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/services#${hash}`);
  }
  await expect(footer.getByText(company.address.display)).toBeVisible();
  await expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref);
  await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute('href', company.emailHref);
  await expect(footer.getByRole('link', { name: 'Bestill befaring' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${company.name}. Alle rettigheter reservert.`)).toBeVisible();
  // The seeded credit names the builder without a link: the site links no example address.
  await expect(footer.getByText(company.footerCredit.label)).toBeVisible();
  await expect(footer.getByRole('link', { name: company.footerCredit.label })).toHaveCount(0);

  // Facebook and Instagram in the contact bar above the header and in the footer, each in a new tab.
  for (const [name, href] of [
    ['Facebook', company.social.facebook],
    ['Instagram', company.social.instagram],
  ] as const) {
    const links = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href!);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-out menu has the items, phone, e-mail, social links and the button, and closes on choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeHidden();
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThanOrEqual(389); // slides in from the right
    await expect(menu.getByRole('navigation', { name: 'Mobilmeny' }).getByRole('link')).toHaveText(navTargets.map(([l]) => l));
    await expect(menu.getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref);
    await expect(menu.getByRole('link', { name: company.email })).toHaveAttribute('href', company.emailHref);
    await expect(menu.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'Bestill befaring' })).toHaveAttribute('href', '/contact');

    await menu.getByRole('link', { name: 'Om oss' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    // By keyboard: Enter opens it, Escape closes it and focus returns to the burger.
    await page.getByRole('button', { name: 'Åpne meny' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeFocused();
    // Also when it is closed at once, before the drawer has moved focus into itself.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeFocused();

    // The anchor item from the menu.
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    await menu.getByRole('link', { name: 'Priskalkulatorer' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#terrassekalkulator$/);
    await expect(page.locator('#terrassekalkulator')).toBeInViewport();
  });

  // A web font that arrives late is swapped in without moving the page: e2e/first-view.spec.ts.

  test('the contact bar is hidden on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Mandag–fredag 08:00–16:00')).toBeHidden();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('animated entrances are skipped', async ({ page }) => {
    await page.goto('/');
    const reveal = page.locator('.reveal').first();
    await expect(reveal).toHaveAttribute('data-visible', '');
    // Far below the fold, yet already fully visible and unmoved.
    const last = page.locator('.reveal').last();
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await last.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    // A page reached in the app has the heading entrance, which reduced motion turns off.
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Om oss' }).click();
    await expect(page.locator('.rise').first()).toBeVisible();
    expect(await page.locator('.rise').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

test('without reduced motion, sections below the fold fade in when scrolled to', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  // A first load shows the server's HTML as it is; entrances animate on pages reached in the app.
  await page.goto('/about');
  // The first view's heading is painted as it is, without the entrance.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.rise')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Hjem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.hero.headline })).toBeVisible();
  expect(await page.locator('.rise').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('site-rise');
  const last = page.locator('.reveal').last();
  await expect(last).not.toHaveAttribute('data-visible', '');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-visible', '');
});

test('a skip link leads keyboard users to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hopp til hovedinnhold' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
