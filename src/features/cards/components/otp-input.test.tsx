import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { ensureLanguage, ensureNamespaces, initI18n } from '../../../lib/i18n';
import { OtpInput, type OtpInputProps, toAsciiDigits } from './otp-input';

beforeAll(async () => {
  await initI18n('en');
  await ensureLanguage('en');
  await ensureNamespaces(['cards']);
});

function renderOtp(props: Partial<OtpInputProps>) {
  const all: OtpInputProps = {
    phone: '081-xxx-7204',
    refNo: 'AB12',
    sentAt: Date.now(),
    ttlMinute: 5,
    onVerify: vi.fn(),
    onResend: vi.fn(),
    ...props,
  };
  const router = createMemoryRouter([{ path: '/en/otp-card', element: <OtpInput {...all} /> }], {
    initialEntries: ['/en/otp-card'],
  });
  return { ...render(<RouterProvider router={router} />), props: all };
}

describe('OtpInput', () => {
  it('accepts Thai digits as ASCII', () => {
    expect(toAsciiDigits('๑๒๓ 456')).toBe('123456');
  });

  it('asks for 6 digits before calling the server', async () => {
    const { props } = renderOtp({});
    await userEvent.type(screen.getByTestId('otp-input'), '123');
    await userEvent.click(screen.getByTestId('otp-submit'));
    expect(screen.getByTestId('otp-error').textContent).toContain('Please enter the 6 digits of the code.');
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('locks after too many wrong entries until a new code is requested', async () => {
    const locked = new ApiRequestError(429, 'OTP_LOCKED', {
      th: 'คุณกรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัส OTP ใหม่',
      en: 'Too many wrong entries. Please request a new OTP.',
    });
    const onVerify = vi.fn().mockRejectedValue(locked);
    const onResend = vi.fn().mockResolvedValue(undefined);
    // Sent more than a minute ago: the resend cooldown is over.
    renderOtp({ onVerify, onResend, sentAt: Date.now() - 61_000 });
    await userEvent.type(screen.getByTestId('otp-input'), '123456');
    await userEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('otp-error').textContent).toContain(
        'Too many wrong entries. Please request a new OTP.',
      ),
    );
    expect((screen.getByTestId('otp-input') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('otp-submit') as HTMLButtonElement).disabled).toBe(true);
    const resend = screen.getByTestId('otp-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    await userEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('holds the resend button during the 60-second cooldown', () => {
    renderOtp({ sentAt: Date.now() });
    const resend = screen.getByTestId('otp-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/You can request a new code in 0[01]:[0-5]\d/);
  });
});
