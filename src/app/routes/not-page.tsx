import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchOffIcon } from '../../components/ui/icons';
import { useLocalePath } from '../../lib/locale';

/** /not-page: the explicit "page not found" screen other flows can send a member to. */
export default function NotPageScreen() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <PageFrame title={t('routes.notPage')} backTo="/">
      <EmptyState
        icon={<SearchOffIcon size={48} />}
        title={t('errors.notFoundTitle')}
        testId="not-found"
        action={
          <Link className={buttonClassName({ variant: 'primary' })} to={lp('/')}>
            {t('actions.goHome')}
          </Link>
        }
      >
        <p>{t('errors.notFoundBody')}</p>
      </EmptyState>
    </PageFrame>
  );
}
