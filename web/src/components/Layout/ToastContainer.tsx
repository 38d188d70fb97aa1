import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Mantine's toast container with the site's settings: one toast at a time, 5 s, top right; on a phone at the
 * bottom, where it covers neither a dialog's title (dialogs fill a phone's screen from the top: AdminModal)
 * nor the page's header.
 */
export default function ToastContainer() {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return <Notifications limit={1} autoClose={5000} position={phone ? 'bottom-center' : 'top-right'} containerWidth={420} />;
}
