import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { SearchOffIcon } from '../ui/icons';
import { NoticePage } from './notice-page';

/** A whole page that explains something and offers the next step (page not found, open in LINE). */
const meta = { title: 'Layout/Notice page', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function NotFound() {
  const { t } = useTranslation();
  return (
    <NoticePage
      frame={{ title: t('routes.notPage') }}
      icon={<SearchOffIcon size={48} />}
      heading={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      link={{ to: '/', label: t('actions.goHome') }}
    />
  );
}

function ComingSoon() {
  const { t } = useTranslation();
  return (
    <NoticePage
      frame={{ title: t('routes.telemedMart') }}
      heading={t('errors.errorTitle')}
      body={t('errors.errorBody')}
      link={{ to: '/', label: t('actions.goHome'), variant: 'outline' }}
    />
  );
}

export const PageNotFound: Story = { render: () => <NotFound /> };
export const NotAvailableYet: Story = { render: () => <ComingSoon /> };
