/** What the notifications feature offers the app's shell beside its screens (eslint/boundaries.js). */
export { NotificationBell } from './components/notification-bell';
