import { Notifications } from '@mantine/notifications';

/** Mantine's toast container with the site's settings: one toast at a time, 5 s, top right. */
export default function ToastContainer() {
  return <Notifications limit={1} autoClose={5000} position="top-right" containerWidth={420} />;
}
