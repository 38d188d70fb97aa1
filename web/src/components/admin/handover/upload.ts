import type { HandoverFileDto } from '@shared/schemas/handover';
import { idleHeaders } from '../idle';

const failed = 'Opplastingen mislyktes. Prøv igjen senere.';
const network = 'Opplastingen ble avbrutt. Sjekk nettforbindelsen og prøv igjen.';

/** Sends one photo or document to the case's handover folder; rejects with the server's Norwegian message. */
export async function uploadHandoverFile(enquiryId: number, file: File, fields: Record<string, string>): Promise<HandoverFileDto> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(`/api/admin/contact-submissions/${enquiryId}/handover/files`, { method: 'POST', body: form, credentials: 'same-origin', headers: idleHeaders() });
  } catch {
    throw new Error(network);
  }
  const body = (await res.json().catch(() => null)) as (HandoverFileDto & { message?: string }) | null;
  if (!res.ok || !body) throw new Error(body?.message ?? failed);
  return body;
}
