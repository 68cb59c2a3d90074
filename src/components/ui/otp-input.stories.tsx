import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { OtpInput } from './otp-input';

/**
 * The one OTP step: code entry with its countdown, the resend wait, and an expired code. Verifying
 * here always succeeds and resending issues a new reference; the server decides in the app.
 */
const meta = { title: 'UI/OTP input' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Otp({ sentMinutesAgo, resendInSeconds }: { sentMinutesAgo: number; resendInSeconds: number }) {
  const { t } = useTranslation();
  const [issued, setIssued] = useState(() => {
    const now = Date.now();
    return { refNo: 'K7Q2', sentAt: now - sentMinutesAgo * 60_000, resendAt: now + resendInSeconds * 1000 };
  });
  return (
    <OtpInput
      label={t('auth:otp.label')}
      intro={t('auth:otp.sentTo', { phone: '081-xxx-5678' })}
      submitLabel={t('auth:otp.submit')}
      refNo={issued.refNo}
      sentAt={issued.sentAt}
      ttlMinute={5}
      resendAt={issued.resendAt}
      onVerify={async () => {}}
      onResend={async () => {
        const now = Date.now();
        setIssued({ refNo: 'M3X8', sentAt: now, resendAt: now + 60_000 });
      }}
    />
  );
}

/** Just sent: the countdown runs and a new code can be asked for in a minute. */
export const CodeSent: Story = { render: () => <Otp sentMinutesAgo={0} resendInSeconds={60} /> };
/** The resend wait is over: "Send a new code" is offered. */
export const ResendAvailable: Story = { render: () => <Otp sentMinutesAgo={2} resendInSeconds={0} /> };
/** Five minutes have passed: the code has expired and entry is closed until a new code. */
export const Expired: Story = { render: () => <Otp sentMinutesAgo={6} resendInSeconds={0} /> };
