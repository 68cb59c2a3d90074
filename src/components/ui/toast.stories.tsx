import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { Toaster, useToastStore } from './toast';

/** Toasts: info is announced politely, errors assertively; each closes by itself after 5 s or by ×. */
const meta = { title: 'UI/Toast', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Toasts({ kinds }: { kinds: Array<'info' | 'error'> }) {
  const { t } = useTranslation();
  // Shown without the 5-second timer, so the story stays still for review and axe.
  useEffect(() => {
    useToastStore.setState({
      toasts: kinds.map((kind, i) => ({
        id: 1000 + i,
        kind,
        message: kind === 'error' ? t('errors.network') : t('otp:resent'),
      })),
    });
    return () => useToastStore.setState({ toasts: [] });
  }, [kinds, t]);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => useToastStore.getState().show(t('otp:resent'))}>{t('otp:resend')}</Button>
      <Toaster label={t('toast.region')} closeLabel={t('actions.close')} />
    </div>
  );
}

export const Info: Story = { render: () => <Toasts kinds={['info']} /> };
export const ErrorToast: Story = { name: 'Error', render: () => <Toasts kinds={['error']} /> };
export const Stacked: Story = { render: () => <Toasts kinds={['info', 'error']} /> };
