import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../lib/i18n';
import { ErrorSummary } from './error-summary';
import { Field } from './field';

/** One summary of a failed submit, at the top of the form, linking to each field with a problem. */
const meta = { title: 'UI/Error summary' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Example() {
  const { t } = useTranslation('claims');
  return (
    <>
      <ErrorSummary
        title={t('errors.incomplete')}
        items={[
          { id: 'story-email', label: t('fields.email'), message: t('rules.required') },
          { id: 'story-amount', label: t('fields.amount'), message: t('rules.digits_only') },
        ]}
      />
      <Field id="story-email" label={t('fields.email')} error={t('rules.required')} />
      <Field id="story-amount" label={t('fields.amount')} error={t('rules.digits_only')} />
    </>
  );
}

export const TwoProblems: Story = { render: () => <Example /> };
/** No problems: nothing is rendered. */
export const Empty: Story = { render: () => <ErrorSummary items={[]} /> };
