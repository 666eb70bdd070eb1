import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestChoice } from '../../../shared/api/digest';
import type { InboxResponse, NotificationSettingsResponse } from '../../../shared/api/notifications';
import type { NotificationChannel, NotificationType } from '../../../shared/notifications/types';
import { api } from '../../lib/api';
import { setUnreadCount } from '../../lib/live-unread';

export const inboxKey = ['notifications', 'inbox'] as const;
export const notificationSettingsKey = ['notifications', 'settings'] as const;
const PAGE = 20;

/** The inbox, a page at a time (newest first). */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: inboxKey,
    queryFn: ({ pageParam }) =>
      api<InboxResponse>(`/me/notifications?limit=${PAGE}${pageParam ? `&before=${pageParam}` : ''}`, {
        auth: true,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Marks rows read (or all of them); the badge follows at once. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api<{ unread: number }>('/me/notifications/read', {
        method: 'POST',
        auth: true,
        body: ids ? { ids } : {},
      }),
    onSuccess: ({ unread }) => {
      setUnreadCount(unread);
      return client.invalidateQueries({ queryKey: inboxKey });
    },
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: () => api<NotificationSettingsResponse>('/me/notification-settings', { auth: true }),
  });
}

export function useChooseNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: { type: NotificationType; channel: NotificationChannel; enabled: boolean }) =>
      api<NotificationSettingsResponse>('/me/notification-settings', {
        method: 'PUT',
        auth: true,
        body: choice,
      }),
    onSuccess: (answer) => client.setQueryData(notificationSettingsKey, answer),
  });
}

export const digestKey = ['notifications', 'digest'] as const;

/** How often the member gets the email digest. */
export function useDigestChoice() {
  return useQuery({
    queryKey: digestKey,
    queryFn: () => api('/me/digest', { auth: true, check: 'digestChoice' }),
  });
}

export function useChooseDigest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: DigestChoice) =>
      api('/me/digest', { method: 'PUT', auth: true, body: choice, check: 'digestChoice' }),
    onSuccess: (answer) => client.setQueryData(digestKey, answer),
  });
}
