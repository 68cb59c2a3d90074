import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Field } from '../ui/field';
import { FormPanel } from './form-panel';

/** The panel every form screen shares: heading, intro, the form-level alert, fields and submit. */
const meta = { title: 'Form/Form panel' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Panel({ busy, failed }: { busy?: boolean; failed?: boolean }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('somchai01');
  return (
    <FormPanel
      state={{ busy: !!busy, formError: failed ? t('auth:login.unavailable') : null, formRef }}
      onSubmit={(e) => e.preventDefault()}
      heading={t('auth:forgotPassword.heading')}
      intro={t('auth:forgotPassword.intro')}
      submitLabel={t('auth:forgotPassword.submit')}
      busyLabel={t('auth:forgotPassword.submitting')}
    >
      <Field
        label={t('auth:fields.username')}
        help={t('auth:login.usernameHelp')}
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
    </FormPanel>
  );
}

export const Ready: Story = { render: () => <Panel /> };
/** While sending: the button says so and is disabled. */
export const Sending: Story = { render: () => <Panel busy /> };
/** The server refused: the form-level alert above the fields, what was typed kept. */
export const ServerError: Story = { render: () => <Panel failed /> };
