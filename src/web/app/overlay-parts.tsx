import '@mantine/notifications/styles.css';
import { Notifications as MantineNotifications } from '@mantine/notifications';

// Imported only by overlays.tsx, on demand: the modal provider and the notification container
// (with its styles) come in one chunk of their own, the first time either is needed.
export { ModalsProvider } from '@mantine/modals';

export function Notifications() {
  return <MantineNotifications position="top-right" />;
}
