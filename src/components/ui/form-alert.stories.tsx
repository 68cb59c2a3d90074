import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { FormAlert } from './form-alert';

/** The form-level error (a server answer), announced when it appears. */
const meta = { title: 'UI/Form alert' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Alert({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return <FormAlert message={t(messageKey)} />;
}

export const ServerUnavailable: Story = { render: () => <Alert messageKey="auth:login.unavailable" /> };
export const NetworkError: Story = { render: () => <Alert messageKey="errors.network" /> };
/** No message: nothing is rendered (the space stays free). */
export const NoMessage: Story = { render: () => <FormAlert message={null} /> };
