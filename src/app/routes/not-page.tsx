/** /not-page: the explicit "page not found" screen other flows can send a member to. */
import { NoticePage } from '../../components/layout/notice-page';
import { SearchOffIcon } from '../../components/ui/icons';
import { screen } from '../screen';

export default screen({
  render: ({ t }) => (
    <NoticePage
      frame={{ title: t('routes.notPage'), backTo: '/' }}
      heading={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      link={{ to: '/', label: t('actions.goHome') }}
      icon={<SearchOffIcon size={48} />}
      testId="not-found"
    />
  ),
});
