import { IMAGE_MAX_BYTES, type ImageDto } from '@shared/schemas/image';
import { idleHeaders } from '../idle';

export const uploadMessages = {
  notImage: 'Filen er ikke et bilde. Velg et bilde i JPEG, PNG, WebP eller AVIF.',
  tooLarge: 'Bildet er for stort. Maks 25 MB per bilde.',
  network: 'Opplastingen ble avbrutt. Sjekk nettforbindelsen og prøv igjen.',
  failed: 'Opplastingen mislyktes. Prøv igjen senere.',
} as const;

/** A reason to refuse a file before sending it, or null. The server checks the content again. */
export function precheck(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.type && !file.type.startsWith('image/')) return uploadMessages.notImage;
  if (file.size > IMAGE_MAX_BYTES) return uploadMessages.tooLarge;
  return null;
}

/**
 * Sends one image to POST /api/admin/images and reports progress (0 to 1) while it uploads.
 * XMLHttpRequest, because fetch cannot report upload progress. Rejects with a Norwegian message.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, alt?: string): Promise<ImageDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/images');
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(idleHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (ImageDto & { message?: string }) | null;
      if (xhr.status === 200 || xhr.status === 201) {
        onProgress(1);
        resolve(body as ImageDto);
      } else {
        reject(new Error(body?.message ?? uploadMessages.failed));
      }
    };
    xhr.onerror = () => reject(new Error(uploadMessages.network));
    const form = new FormData();
    if (alt?.trim()) form.append('alt', alt.trim());
    form.append('file', file);
    xhr.send(form);
  });
}
