// The notifications centre's calls (api/src/modules/notifications): the list (unread first), mark one read, mark
// all read.
import type { AllRead, Notification, NotificationList } from '@estiba/api/contract';
import { apiClient } from '@estiba/shared';

export type { Notification, NotificationList } from '@estiba/api/contract';

export async function fetchNotifications(): Promise<NotificationList> {
  const { data } = await apiClient.get<NotificationList>('client/notifications');
  return data;
}

export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await apiClient.post<Notification>(`client/notifications/${encodeURIComponent(id)}/read`);
  return data;
}

export async function markAllNotificationsRead(): Promise<AllRead> {
  const { data } = await apiClient.post<AllRead>('client/notifications/read-all');
  return data;
}
