import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CheckboxField, Field } from './field';

/** A labelled text field: help text, required mark and a translated error, wired for screen readers. */
const meta = { title: 'UI/Field' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Fields({ kind }: { kind: 'plain' | 'help' | 'error' | 'required' }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(kind === 'error' ? 'ab' : '');
  return (
    <Field
      label={t('auth:fields.username')}
      help={kind === 'help' || kind === 'error' ? t('auth:register.usernameHelp') : undefined}
      error={kind === 'error' ? t('validation:username_length') : null}
      required={kind === 'required'}
      requiredLabel={t('form.required')}
      autoComplete="username"
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

export const Plain: Story = { render: () => <Fields kind="plain" /> };
export const WithHelp: Story = { render: () => <Fields kind="help" /> };
export const WithError: Story = { render: () => <Fields kind="error" /> };
export const Required: Story = { render: () => <Fields kind="required" /> };

function Disabled() {
  const { t } = useTranslation();
  return <Field label={t('auth:fields.mobile')} defaultValue="081-234-5678" disabled />;
}
export const DisabledField: Story = { render: () => <Disabled /> };

function Checkbox({ withError }: { withError: boolean }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      label={t('auth:register.terms')}
      checked={checked}
      error={withError && !checked ? t('validation:required') : null}
      onChange={setChecked}
    />
  );
}

export const CheckboxStory: Story = { name: 'Checkbox', render: () => <Checkbox withError={false} /> };
export const CheckboxWithError: Story = { render: () => <Checkbox withError /> };
