import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { todayInBangkok } from '../../../shared/format';
import { useTranslation } from '../../lib/i18n';
import { DateInput, dateInputProblem, useDateInputMessage } from './date-input';

/**
 * The app's one date input: day, month and year lists; Buddhist-era years on Thai screens and in the
 * partner's year format on English ones; the value is an ISO date (shown under the input here).
 */
const meta = { title: 'UI/Date input' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Example({ initial, check }: { initial: string; check?: boolean }) {
  const { t } = useTranslation('claims');
  const message = useDateInputMessage();
  const [value, setValue] = useState(initial);
  const max = todayInBangkok();
  return (
    <>
      <DateInput
        legend={t('fields.admitDate')}
        required
        max={max}
        value={value}
        error={check ? message(dateInputProblem(value, { max }), { max }) : null}
        onChange={setValue}
      />
      <p>
        <code>{value || '—'}</code>
      </p>
    </>
  );
}

export const Empty: Story = { render: () => <Example initial="" /> };
export const Chosen: Story = { render: () => <Example initial="1995-01-15" /> };
/** A day its month does not have: the error is linked to each list. */
export const Impossible: Story = { render: () => <Example initial="2024-02-31" check /> };
