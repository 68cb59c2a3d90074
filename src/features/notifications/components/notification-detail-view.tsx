/**
 * /notification/{id}: the notification, marked read as it opens (not in a previewer frame), with a link to its subject (a claim,
 * a card, a promotion, an article). An expired notification says so and leads nowhere.
 */
import { useEffect } from 'react';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { AlertIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import type { ResponseOf } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { inPreview } from '../../../lib/storage';
import { useMarkRead, useNotification } from '../api/notifications';
import { notificationTarget } from '../lib/subject';
import * as s from './notifications.css';

export function NotificationDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const query = useNotification(id, locale);
  const markRead = useMarkRead();
  const n = query.data;
  const { mutate } = markRead;

  // A previewer frame (read-only session) does not try: staff opened nothing, so nothing is marked.
  useEffect(() => {
    if (n && !n.read && !inPreview) mutate(n.id);
  }, [n, mutate]);

  return (
    <QueryState
      query={query}
      loadingLabel={t('loading')}
      failed={{ title: t('loadFailed'), testId: 'notification-load-error' }}
      notFound={{
        title: t('notFoundTitle'),
        body: t('notFoundBody'),
        testId: 'notification-not-found',
        link: { to: '/notification', label: t('backToList') },
      }}
    >
      {(data) => <NotificationDetail n={data} />}
    </QueryState>
  );
}

function NotificationDetail({ n }: { n: ResponseOf<'getNotification'>['data'] }) {
  const { t } = useTranslation('notifications');
  const fmt = useFormat();
  const target = notificationTarget(n);
  return (
    <article className={s.stack} data-testid="notification-detail">
      {n.expired ? (
        <EmptyState icon={<AlertIcon size={48} />} title={t('expiredTitle')} testId="notification-expired">
          <p>{t('expiredBody')}</p>
        </EmptyState>
      ) : null}
      <p className={s.meta}>
        <span>{t(`group.${n.group}`)}</span>
        <span>{fmt.dateTime(n.created_at)}</span>
      </p>
      <h2 className={s.title}>{n.title}</h2>
      <p className={s.body}>{n.body}</p>
      {target && n.subject ? (
        <LinkButton to={target} block>
          {t(`open.${n.subject}`)}
        </LinkButton>
      ) : null}
      <LinkButton to="/notification" variant="outline" block>
        {t('backToList')}
      </LinkButton>
    </article>
  );
}
