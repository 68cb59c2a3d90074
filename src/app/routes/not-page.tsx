import { NoticePage } from '../../components/layout/notice-page';
import { SearchOffIcon } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';

/** /not-page: the explicit "page not found" screen other flows can send a member to. */
export default function NotPageScreen() {
  const { t } = useTranslation();
  const home = { to: '/', label: t('actions.goHome') } as const;
  const frame = { title: t('routes.notPage'), backTo: '/' } as const;
  const [heading, body] = [t('errors.notFoundTitle'), t('errors.notFoundBody')];
  return (
    <NoticePage
      {...{ frame, heading, body, link: home }}
      icon={<SearchOffIcon size={48} />}
      testId="not-found"
    />
  );
}
