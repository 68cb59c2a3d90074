/**
 * The frame a route shows until its feature lands: the real title, a back action and an honest
 * explanation, themed like every other screen (never a bare placeholder).
 */
import { NoticePage } from '../../components/layout/notice-page';
import { useTranslation } from '../../lib/i18n';
import { useRouteMeta } from '../route-meta';

export default function PendingScreen() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const frame = {
    title: meta ? t(`routes.${meta.route.title}`) : '',
    backTo: meta?.route.parent ?? '/',
    tab: meta?.route.tab,
  };
  const home = { to: '/', label: t('actions.goHome'), variant: 'outline' } as const;
  const [heading, body] = [t('pending.title'), t('pending.body')];
  return <NoticePage {...{ frame, heading, body, link: home }} testId="pending-screen" />;
}
