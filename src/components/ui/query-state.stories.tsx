import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { type QueryLike, QueryState } from './query-state';

/** A screen's load states: skeleton rows, not found, the failure with a retry, empty, and the data. */
const meta = { title: 'UI/Query state' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
  ...state,
});

function State({ of }: { of: QueryLike<string[]> }) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={of}
      failed={{ title: t('errors.errorTitle'), fallback: t('errors.errorBody') }}
      notFound={{
        title: t('errors.notFoundTitle'),
        body: t('errors.notFoundBody'),
        testId: 'not-found',
        link: { to: '/', label: t('actions.goHome') },
      }}
      isEmpty={(items) => items.length === 0}
      empty={<p>{t('errors.notFoundBody')}</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

export const Loading: Story = { render: () => <State of={query({ isPending: true })} /> };
export const NotFound: Story = {
  render: () => <State of={query({ error: new ApiRequestError(404, 'NOT_FOUND', null) })} />,
};
export const Failed: Story = {
  render: () => <State of={query({ error: new ApiRequestError(0, 'NETWORK_ERROR', null) })} />,
};
export const Empty: Story = { render: () => <State of={query({ data: [] })} /> };
export const Ready: Story = {
  render: () => <State of={query({ data: ['routes.home', 'routes.setting'] })} />,
};
