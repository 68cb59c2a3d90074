import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { ensureLanguage, ensureNamespaces, initI18n } from '../../lib/i18n';
import { OtpInput, type OtpInputProps, toAsciiDigits } from './otp-input';

beforeAll(async () => {
  await initI18n('en');
  await ensureLanguage('en');
  await ensureNamespaces(['otp']);
});

function renderOtp(props: Partial<OtpInputProps>) {
  const sentAt = props.sentAt ?? Date.now();
  const all: OtpInputProps = {
    label: 'One-time code',
    intro: 'Enter the 6-digit code we sent to 081-xxx-7204.',
    submitLabel: 'Confirm',
    refNo: 'AB12',
    sentAt,
    // The cooldown the server enforces (docs/security.md 3): 60 s after sending.
    resendAt: sentAt + 60_000,
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

const input = () => screen.getByTestId('otp-input') as HTMLInputElement;

describe('OtpInput', () => {
  it('accepts Thai digits as ASCII', () => {
    expect(toAsciiDigits('๑๒๓ 456')).toBe('123456');
    expect(toAsciiDigits('１２３-４５６')).toBe('123456');
  });

  it('is the phone-friendly one-time-code input with its label', () => {
    renderOtp({});
    expect(screen.getByLabelText('One-time code')).toBe(input());
    expect(input().autocomplete).toBe('one-time-code');
    expect(input().inputMode).toBe('numeric');
  });

  it('asks for 6 digits before calling the server', async () => {
    const { props } = renderOtp({});
    await userEvent.type(screen.getByTestId('otp-input'), '123');
    await userEvent.click(screen.getByTestId('otp-submit'));
    expect(screen.getByTestId('otp-error').textContent).toContain('Please enter the 6 digits of the code.');
    expect(input().getAttribute('aria-describedby')).toContain(screen.getByTestId('otp-error').id);
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('keeps a pasted whole code with spaces, dashes or Thai digits, replacing what was typed', async () => {
    const { props } = renderOtp({});
    await userEvent.type(input(), '9');
    fireEvent.paste(input(), { clipboardData: { getData: () => '๑๒๓ ๔-56' } });
    expect(input().value).toBe('123456');
    expect(props.onVerify).not.toHaveBeenCalled(); // no autoSubmit: the member confirms
    await userEvent.click(screen.getByTestId('otp-submit'));
    expect(props.onVerify).toHaveBeenCalledWith('123456');
  });

  it('submits on the sixth digit only where the screen asks for it', async () => {
    const onVerify = vi.fn().mockResolvedValue(undefined);
    renderOtp({ onVerify, autoSubmit: true });
    await userEvent.type(input(), '12345');
    expect(onVerify).not.toHaveBeenCalled();
    await userEvent.type(input(), '6');
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('keeps the code on a wrong entry and shows the server message', async () => {
    const wrong = new ApiRequestError(400, 'OTP_INVALID', { th: 'รหัสไม่ถูกต้อง', en: 'Wrong code.' });
    renderOtp({ onVerify: vi.fn().mockRejectedValue(wrong) });
    await userEvent.type(input(), '123456');
    await userEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(screen.getByTestId('otp-error').textContent).toContain('Wrong code.'));
    expect(input().value).toBe('123456');
    expect(input().disabled).toBe(false);
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

  it('waits as long as the server says when a resend comes too soon', async () => {
    const tooSoon = new ApiRequestError(429, 'OTP_RESEND_TOO_SOON', null, { retry_after_seconds: 30 });
    const onCooldown = vi.fn();
    renderOtp({ sentAt: Date.now() - 61_000, onResend: vi.fn().mockRejectedValue(tooSoon), onCooldown });
    await userEvent.click(screen.getByTestId('otp-resend'));
    await waitFor(() => expect(onCooldown).toHaveBeenCalledWith(30));
    const resend = screen.getByTestId('otp-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/You can request a new code in 00:(29|3[01])/);
  });
});
