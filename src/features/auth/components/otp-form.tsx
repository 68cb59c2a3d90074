import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import * as f from '../../../components/ui/field.css';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatCountdown, toAsciiDigits, useNow } from '../hooks/use-now';
import { secondsUntil } from '../stores/otp-session';
import * as s from './auth.css';

export interface OtpFormProps {
  /** Masked phone (081-xxx-5678), or null when the server does not reveal it (password reset). */
  phone: string | null;
  refNo: string;
  /** Local epoch ms when the code was sent, and its lifetime from the server. */
  sentAt: number;
  ttlMinute: number;
  /** Local epoch ms from which a new code may be requested. */
  resendAt: number;
  /** Verifies the code; throws ApiRequestError on a wrong, expired or locked code. */
  onVerify: (code: string) => Promise<void>;
  /** Requests a new code; the parent updates the props from the answer. */
  onResend: () => Promise<void>;
  /** Called when the server says the resend is too soon: seconds to wait. */
  onCooldown: (seconds: number) => void;
  submitLabel: string;
}

type Status = 'entering' | 'locked' | 'expired';

/**
 * The OTP step (spec section 4): sent → countdown → verified, resend, or locked after too many wrong
 * entries until a new code is requested. One input with autocomplete="one-time-code" so phones offer
 * the SMS code, numeric keyboard, Thai digits accepted.
 */
export function OtpForm(props: OtpFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('entering');
  const [busy, setBusy] = useState(false);
  const now = useNow();
  const expiresAt = props.sentAt + props.ttlMinute * 60_000;
  const left = secondsUntil(expiresAt, now);
  const resendIn = secondsUntil(props.resendAt, now);
  const expired = left === 0 || status === 'expired';
  const locked = status === 'locked';

  // A new challenge (after resend) starts fresh: the ids are the trigger, not read inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when a new code is issued
  useEffect(() => {
    setStatus('entering');
    setCode('');
    setError(null);
    inputRef.current?.focus();
  }, [props.refNo, props.sentAt]);

  async function verify(value: string) {
    if (busy || locked || expired) return;
    if (value.length !== 6) {
      setError(t('otp.sixDigits'));
      return;
    }
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      await props.onVerify(value);
    } catch (e) {
      const err = e instanceof ApiRequestError ? e : null;
      if (err?.code === 'OTP_LOCKED') setStatus('locked');
      if (err?.code === 'OTP_EXPIRED') setStatus('expired');
      setError(err?.messageIn(locale) ?? t('common:errors.unexpected'));
      // Keep what was typed unless the code can no longer work.
      if (err?.code === 'OTP_LOCKED' || err?.code === 'OTP_EXPIRED') setCode('');
      setBusy(false);
      return;
    }
    setBusy(false);
  }

  async function resend() {
    if (busy || resendIn > 0) return;
    setBusy(true);
    setError(null);
    try {
      await props.onResend();
      setInfo(t('otp.resent'));
    } catch (e) {
      const err = e instanceof ApiRequestError ? e : null;
      const wait = (err?.details as { retry_after_seconds?: number } | undefined)?.retry_after_seconds;
      if (typeof wait === 'number') props.onCooldown(wait);
      setError(err?.messageIn(locale) ?? t('common:errors.unexpected'));
    }
    setBusy(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void verify(code);
  }

  const statusText = locked ? t('otp.locked') : expired ? t('otp.expired') : null;

  return (
    <form className={s.form} noValidate onSubmit={onSubmit} data-testid="otp-form">
      <p className={s.lead}>
        {props.phone ? t('otp.sentTo', { phone: props.phone }) : t('otp.sentToRegistered')}
      </p>
      <p className={s.notice}>
        {t('otp.refNo')} <strong data-testid="otp-ref">{props.refNo}</strong>
      </p>
      <div className={f.field}>
        <label className={f.label} htmlFor={inputId}>
          {t('otp.label')}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className={`${f.input} ${s.otpInput}`}
          name="otp"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          disabled={locked || expired}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-timer${error ? ` ${inputId}-error` : ''}`}
          onChange={(e) => {
            const digits = toAsciiDigits(e.target.value).slice(0, 6);
            setCode(digits);
            if (error && !locked) setError(null);
            if (digits.length === 6) void verify(digits);
          }}
        />
        <p id={`${inputId}-timer`} className={f.help} aria-live="off" data-testid="otp-countdown">
          {expired ? t('otp.expiredShort') : t('otp.expiresIn', { time: formatCountdown(left) })}
        </p>
        {error ? (
          <p id={`${inputId}-error`} className={f.error} role="alert" data-testid="otp-error">
            <AlertIcon size={16} />
            {locked ? t('otp.locked') : error}
          </p>
        ) : statusText ? (
          <p className={f.error} role="alert" data-testid="otp-error">
            <AlertIcon size={16} />
            {statusText}
          </p>
        ) : null}
        {info ? (
          <p className={f.help} role="status">
            {info}
          </p>
        ) : null}
      </div>
      <div className={s.actions}>
        <Button
          type="submit"
          variant="primary"
          block
          disabled={busy || locked || expired || code.length !== 6}
        >
          {props.submitLabel}
        </Button>
        <Button
          type="button"
          variant={locked || expired ? 'secondary' : 'outline'}
          block
          disabled={busy || resendIn > 0}
          onClick={() => void resend()}
          data-testid="otp-resend"
        >
          {resendIn > 0 ? t('otp.resendIn', { time: formatCountdown(resendIn) }) : t('otp.resend')}
        </Button>
      </div>
    </form>
  );
}
