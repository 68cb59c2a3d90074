import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import type { Load } from '../../lib/use-load';
import { LoadState } from './load-state';

/** A screen's three load states: skeleton rows, the failure alert, and the data. */
const meta = { title: 'UI/Load state' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function State({ result }: { result: Load<string[]> }) {
  const { t } = useTranslation();
  return (
    <LoadState result={result} rows={3} failed={t('errors.network')}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

export const Loading: Story = { render: () => <State result={{ state: 'loading' }} /> };
export const Failed: Story = {
  render: () => <State result={{ state: 'error', error: new Error('offline') }} />,
};
export const Ready: Story = {
  render: () => (
    <State result={{ state: 'ready', data: ['routes.coverages', 'routes.claimStatus', 'routes.article'] }} />
  ),
};
