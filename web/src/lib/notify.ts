import { notifications } from '@mantine/notifications';

// Mantine's defaults fail WCAG AA: an unnamed close button and a grey description below 4.5:1.
const a11y = {
  closeButtonProps: { 'aria-label': 'Lukk varselet' },
  styles: { description: { color: 'var(--mantine-color-gray-7)' } },
};

// One toast at a time (Notifications limit={1}), 5 s; a new one replaces the old one.
export function notifySuccess(title: string, message?: string) {
  notifications.clean();
  notifications.show({ title, message: message ?? '', color: 'forest', autoClose: 5000, ...a11y });
}

export function notifyError(title: string, message?: string) {
  notifications.clean();
  notifications.show({ title, message: message ?? '', color: 'red', autoClose: 5000, ...a11y });
}

/** The server's Norwegian message from a tRPC or fetch error, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    // Network failures surface as English browser texts; those get the fallback.
    if (/failed to fetch|networkerror|load failed/i.test(error.message)) return fallback;
    return error.message;
  }
  return fallback;
}
