/**
 * The frame a route shows until its feature lands: the real title, a back action and an honest
 * explanation, themed like every other screen (never a bare placeholder).
 */
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { InfoIcon } from '../../components/ui/icons';
import { useLocalePath } from '../../lib/locale';
import { useRouteMeta } from '../route-meta';

export default function PendingScreen() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const meta = useRouteMeta();
  const title = meta ? t(`routes.${meta.route.title}`) : '';
  return (
    <PageFrame title={title} backTo={meta?.route.parent ?? '/'} tab={meta?.route.tab}>
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('pending.title')}
        testId="pending-screen"
        action={
          <Link className={buttonClassName({ variant: 'outline' })} to={lp('/')}>
            {t('actions.goHome')}
          </Link>
        }
      >
        <p>{t('pending.body')}</p>
      </EmptyState>
    </PageFrame>
  );
}
