import { notifications, notificationsStore } from '@mantine/notifications';

// Mantine's defaults fail WCAG AA: an unnamed close button and a grey description below 4.5:1.
const a11y = {
  closeButtonProps: { 'aria-label': 'Lukk varselet' },
  styles: { description: { color: 'var(--mantine-color-gray-7)' } },
};

const TOAST_ID = 'site-toast';
let restart = 0;

/**
 * One toast at a time, 5 s. A new toast replaces the current one in place (same id), so the old one
 * never lingers beside it while animating out. Mantine restarts the timer when autoClose changes,
 * hence the alternating 5000/5001 ms.
 */
function toast(title: string, message: string | undefined, color: string) {
  restart ^= 1;
  const data = { id: TOAST_ID, title, message: message ?? '', color, autoClose: 5000 + restart, ...a11y };
  const showing = notificationsStore.getState().notifications.some((n) => n.id === TOAST_ID);
  if (showing) notifications.update(data);
  else notifications.show(data);
}

/**
 * F8 moves keyboard focus to the toast on screen (docs/PRODUCT.md §7), so a keyboard or
 * screen-reader user can read or close it; Escape or Tab continue from there.
 */
export function focusToastOnF8(event: KeyboardEvent): void {
  if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
  const toast = document.querySelector<HTMLElement>('.mantine-Notification-root');
  if (!toast) return;
  event.preventDefault();
  toast.tabIndex = -1;
  toast.focus();
}

export function notifySuccess(title: string, message?: string) {
  toast(title, message, 'forest');
}

export function notifyError(title: string, message?: string) {
  toast(title, message, 'red');
}
