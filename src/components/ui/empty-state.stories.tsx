import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon, InfoIcon, SearchOffIcon } from './icons';

/** Empty and error states: icon, title, explanation and the next step. */
const meta = { title: 'UI/Empty state' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchOffIcon size={48} />}
      title={t('errors.notFoundTitle')}
      link={{ to: '/', label: t('actions.goHome') }}
    >
      <p>{t('errors.notFoundBody')}</p>
    </EmptyState>
  );
}

function Failed() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<AlertIcon size={48} />}
      title={t('errors.errorTitle')}
      action={<Button onClick={() => {}}>{t('actions.retry')}</Button>}
    >
      <p>{t('errors.network')}</p>
    </EmptyState>
  );
}

function Pending() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<InfoIcon size={48} />} title={t('errors.errorTitle')}>
      <p>{t('errors.errorBody')}</p>
    </EmptyState>
  );
}

/** Nothing here: a link-button to the next place. */
export const WithLink: Story = { render: () => <NotFound /> };
/** A load failed: the retry action. */
export const ErrorWithRetry: Story = { render: () => <Failed /> };
/** Explanation only, no action. */
export const ExplanationOnly: Story = { render: () => <Pending /> };
