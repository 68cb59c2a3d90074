/**
 * The member's notifications: GET /api/v1/notifications (per group, by cursor), GET /{id}, PUT /{id}/read
 * and PUT /read (every group: "mark all as read" is the whole inbox, issue 25). Every answer that carries the unread counts updates the bottom
 * bar's badge.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationGroup } from '../../../../shared/api/schemas/home';
import type { Locale } from '../../../../shared/config/routes';
import { callApi } from '../../../lib/api-client';
import { useUnreadBadge } from '../../../lib/unread-badge';

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (lang: string, group: NotificationGroup) => ['notifications', 'list', lang, group] as const,
  detail: (id: string, lang: string) => ['notifications', 'detail', id, lang] as const,
};

export function useNotifications(lang: Locale, group: NotificationGroup) {
  const setCount = useUnreadBadge((st) => st.setCount);
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(lang, group),
    queryFn: async ({ pageParam }) =>
      (
        await callApi('listNotifications', {
          query: {
            lang,
            group,
            limit: NOTIFICATION_PAGE_SIZE,
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        })
      ).data,
    initialPageParam: '',
    // Keyset paging (docs/decisions/070-member-queries-at-scale.md): each page names the next.
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const total = query.data?.pages.at(-1)?.counts.total_unread;
  useEffect(() => {
    if (total !== undefined) setCount(total);
  }, [total, setCount]);
  return query;
}

export const useNotification = (id: string | undefined, lang: Locale) =>
  useQuery({
    queryKey: notificationKeys.detail(id ?? '', lang),
    queryFn: async () => (await callApi('getNotification', { params: { id: id! }, query: { lang } })).data,
    enabled: Boolean(id),
  });

export function useMarkRead() {
  const client = useQueryClient();
  const setCount = useUnreadBadge((st) => st.setCount);
  return useMutation({
    mutationFn: async (id: string) => (await callApi('markNotificationRead', { params: { id } })).data,
    onSuccess: ({ counts }) => {
      setCount(counts.total_unread);
      void client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}

/** Marks every notification of the member read, whatever tab is open (issue 25). */
export function useMarkAllRead() {
  const client = useQueryClient();
  const setCount = useUnreadBadge((st) => st.setCount);
  return useMutation({
    mutationFn: async () => (await callApi('markAllNotificationsRead', { body: {} })).data,
    onSuccess: ({ counts }) => {
      setCount(counts.total_unread);
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
