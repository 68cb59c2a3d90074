import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../../shared/engine/theme/contract.css';
import { useTranslation } from '../../lib/i18n';
import { UploadList, UploadRow, type UploadStatus } from './upload-row';

/**
 * The upload row with progress (the e-Claim documents): name and size, the bar with its percent,
 * and each state with the buttons that fit it. The texts are the app's: `upload.*` in common.json,
 * the list name and the two failure reasons from claims.json, as the claim screen shows them.
 */
const meta = { title: 'UI/Upload row' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Failure = 'network' | 'refused';
type Shown = Exclude<UploadStatus, { state: 'failed' }> | { state: 'failed'; reason: Failure };

const FILES = {
  receipt: { name: 'receipt-2026-03-14.pdf', size: 245_760 },
  scan: { name: 'IMG_20260314_0932.jpg', size: 3_460_300 },
};

/** Rows on the panel they sit on in the app, in a list named after the kind of document. */
function Rows({ rows }: { rows: Array<{ file: keyof typeof FILES; status: Shown }> }) {
  const { t } = useTranslation();
  const noop = () => {};
  return (
    <div style={{ backgroundColor: vars.color.panelBg, borderRadius: 16, padding: 16 }}>
      <UploadList label={t('claims:kinds.receipt.title')}>
        {rows.map(({ file, status }, i) => {
          const shown: UploadStatus =
            status.state === 'failed'
              ? { state: 'failed', error: t(`claims:attach.${status.reason}`) }
              : status;
          return (
            <UploadRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              key={i}
              {...FILES[file]}
              status={shown}
              onRetry={status.state === 'failed' && status.reason === 'network' ? noop : undefined}
              onRemove={noop}
            />
          );
        })}
      </UploadList>
    </div>
  );
}

/** Chosen, not sent yet (a large photo is made smaller first): the bar runs without a value. */
export const Waiting: Story = {
  render: () => <Rows rows={[{ file: 'scan', status: { state: 'waiting' } }]} />,
};

/** Sending: the bar and its percent; the status line says "uploading" once, not at every percent. */
export const Uploading: Story = {
  render: () => <Rows rows={[{ file: 'scan', status: { state: 'uploading', percent: 42 } }]} />,
};

/** The connection dropped: sending goes on by itself from the last byte the server has, in n s. */
export const RetryingSoon: Story = {
  name: 'Retrying in n s',
  render: () => <Rows rows={[{ file: 'scan', status: { state: 'retrying', percent: 64, seconds: 3 } }]} />,
};

/** Every byte is there; the server checks the file before it is attached. */
export const Checking: Story = {
  render: () => <Rows rows={[{ file: 'receipt', status: { state: 'checking' } }]} />,
};

/** Attached: remove (the claim screen asks for confirmation first). */
export const Done: Story = { render: () => <Rows rows={[{ file: 'receipt', status: { state: 'done' } }]} /> };

/** tus gave up after its retries: retry from where it stopped, or remove. */
export const FailedWithRetry: Story = {
  name: 'Failed (retry or remove)',
  render: () => <Rows rows={[{ file: 'scan', status: { state: 'failed', reason: 'network' } }]} />,
};

/** The server refused the file (e.g. the same file twice): nothing to retry, only remove. */
export const Refused: Story = {
  name: 'Refused (remove only)',
  render: () => <Rows rows={[{ file: 'receipt', status: { state: 'failed', reason: 'refused' } }]} />,
};

/** Every state in one list, as several files going at once look. */
export const AllStates: Story = {
  render: () => (
    <Rows
      rows={[
        { file: 'receipt', status: { state: 'done' } },
        { file: 'scan', status: { state: 'waiting' } },
        { file: 'scan', status: { state: 'uploading', percent: 42 } },
        { file: 'scan', status: { state: 'retrying', percent: 64, seconds: 3 } },
        { file: 'receipt', status: { state: 'checking' } },
        { file: 'scan', status: { state: 'failed', reason: 'network' } },
        { file: 'receipt', status: { state: 'failed', reason: 'refused' } },
      ]}
    />
  ),
};
