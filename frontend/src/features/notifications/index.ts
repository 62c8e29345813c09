/** The user's notifications (docs/notifications.md): the header's bell, the inbox page and Web Push for this device. */
export { NotificationBell } from './components/notification-bell.component';
export { Inbox } from './components/inbox.component';
export { notificationsMessages } from './notifications.messages';
