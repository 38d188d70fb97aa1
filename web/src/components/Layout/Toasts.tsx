import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast container and its animation code load with the first toast: most visits show none.
// A toast waits in Mantine's store until the container is there to show it.
const ToastContainer = lazy(() => import('./ToastContainer'));

let needed = false;
const isNeeded = () => {
  needed ||= notificationsStore.getState().notifications.length > 0;
  return needed;
};

export function Toasts() {
  // Never on the server (nothing to show there); in the browser from the first toast on.
  const show = useSyncExternalStore(notificationsStore.subscribe, isNeeded, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
