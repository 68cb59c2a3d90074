import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { Skeleton, SkeletonList } from './skeleton';

/** Loading placeholders (still under prefers-reduced-motion); the list announces "Loading". */
const meta = { title: 'UI/Skeleton' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function List({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return <SkeletonList rows={rows} label={t('app.loading')} />;
}

export const Rows: Story = { render: () => <List rows={3} /> };
export const OneRow: Story = { render: () => <List rows={1} /> };
/** Single blocks of any size, as screens compose them (a title line and a card). */
export const Blocks: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Skeleton width="60%" height={20} />
      <Skeleton height={160} />
    </div>
  ),
};
