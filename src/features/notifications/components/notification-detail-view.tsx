/**
 * /notification/{id}: the notification, marked read as it opens, with a link to its subject (a claim,
 * a card, a promotion, an article). An expired notification says so and leads nowhere.
 */
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { AlertIcon, SearchOffIcon } from '../../../components/ui/icons';
import { SkeletonList } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
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

  useEffect(() => {
    if (n && !n.read) mutate(n.id);
  }, [n, mutate]);

  if (query.error) {
    const notFound =
      query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
    return notFound ? (
      <EmptyState
        icon={<SearchOffIcon size={48} />}
        title={t('notFoundTitle')}
        testId="notification-not-found"
        link={{ to: '/notification', label: t('backToList') }}
      >
        <p>{t('notFoundBody')}</p>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('loadFailed')}
        testId="notification-load-error"
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (!n) return <SkeletonList rows={3} label={t('loading')} />;

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
        <span>{formatInstant(n.created_at, locale, true)}</span>
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
