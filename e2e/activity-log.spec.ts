// The activity log and the dashboard in the owner's words: what a row is about by name, who did it
// by username, and the changes as Norwegian fields with «fra → til».
import { ADMIN, expect, loginAsAdmin, test } from './fixtures';

test('a status change reads «Status: Ny → Befaring avtalt» and names the enquiry and the user', async ({ page }) => {
  const name = `Logg Kunde ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email: 'logg@example.no', phone: '', message: 'Hei! Vi vil bygge en ny terrasse i sommer.' },
  });
  expect(sent.status()).toBe(201);
  const enquiry = (await sent.json()) as { id: number; reference: string };

  await loginAsAdmin(page);
  const changed = await page.request.patch(`/api/admin/contact-submissions/${enquiry.id}`, { data: { status: 'inspection_booked' } });
  expect(changed.status()).toBe(200);

  // The dashboard's newest activity: the enquiry by reference and name, done by the admin.
  await page.goto('/admin/dashboard');
  const latest = page.getByRole('listitem').filter({ hasText: enquiry.reference }).first();
  await expect(latest).toContainText(`Kontakt «${enquiry.reference} ${name}»`);
  await expect(latest).toContainText(`av ${ADMIN.username}`);
  await expect(page.getByText(/Bruker #\d/)).toHaveCount(0);

  await page.goto('/admin/activity-logs');
  await page.getByRole('tab', { name: 'Oppdater', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: enquiry.reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(ADMIN.username);
  await expect(row).toContainText(name);
  // The button says which entry it opens, not a bare number.
  await row.getByRole('button', { name: `Detaljer: Oppdater Kontakt «${enquiry.reference} ${name}»` }).click();

  const details = page.getByRole('dialog', { name: 'Aktivitetsdetaljer' });
  const changes = details.getByRole('list', { name: 'Endringer' });
  await expect(changes.getByRole('listitem')).toHaveText(['Status: Ny → Befaring avtalt']);
  await expect(details).toContainText(`Kontakt «${enquiry.reference} ${name}»`);
  await expect(details).not.toContainText('inspection_booked');
});
