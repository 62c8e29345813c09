import type { NotificationView } from '@nakshatra/contracts';
import { notificationText, type NotificationText } from '@nakshatra/contracts/client';
import type { Language } from '../../../lib/i18n/language-preference';

/**
 * What a notification says in the visitor's language: worded from its kind and parameters
 * (contracts' notification texts), or the server's own English for a kind this build does not know
 * and for records older than their parameters.
 */
export const displayOf = (notification: Pick<NotificationView, 'kind' | 'data' | 'title' | 'body'>, language: Language): NotificationText =>
  notificationText(notification.kind, notification.data, language) ?? { title: notification.title, body: notification.body };
