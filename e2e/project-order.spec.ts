// The owner orders the reference projects; the admin list says which ones the home page shows.
import { expectToast } from './admin-helpers';
import { expect, loginAsAdmin, test } from './fixtures';

type ProjectJson = { id: number; title: string; featured: boolean };

test('moving a project up in the admin list changes the order on the home page', async ({ page }) => {
  await loginAsAdmin(page);
  const list = (await (await page.request.get('/api/admin/projects')).json()) as ProjectJson[];
  const featured = list.filter((p) => p.featured);
  expect(featured.length).toBeGreaterThanOrEqual(4);
  const [third, fourth] = [featured[2]!, featured[3]!];

  await page.goto('/admin/projects');
  const rows = page.locator('tbody tr[data-project-row]');
  const titles = () => rows.locator('td:nth-child(2) p:first-child').allTextContents();
  await expect(rows).toHaveCount(list.length);
  const row = (p: ProjectJson) => page.locator(`tr[data-project-row="${p.id}"]`);
  // The first three featured projects are marked as shown on the home page, the fourth is not.
  await expect(row(third)).toContainText('Vises på forsiden');
  await expect(row(fourth)).toContainText('Utvalgt');
  await expect(row(fourth)).not.toContainText('Vises på forsiden');

  // Up, one place at a time, until the fourth featured project is just above the third.
  const steps = list.findIndex((p) => p.id === fourth.id) - list.findIndex((p) => p.id === third.id);
  for (let i = 0; i < steps; i++) {
    const before = await titles();
    await page.getByRole('button', { name: `Flytt ${fourth.title} opp`, exact: true }).click();
    await expectToast(page, 'Rekkefølge endret');
    const at = before.indexOf(fourth.title);
    const expected = [...before];
    [expected[at - 1], expected[at]] = [expected[at]!, expected[at - 1]!];
    await expect.poll(titles).toEqual(expected);
  }
  await expect(row(fourth)).toContainText('Vises på forsiden');
  await expect(row(third)).not.toContainText('Vises på forsiden');

  await page.goto('/');
  const home = page.locator('#utvalgte-prosjekter').getByRole('heading', { level: 3 });
  await expect(home).toHaveText([featured[0]!.title, featured[1]!.title, fourth.title]);
});
