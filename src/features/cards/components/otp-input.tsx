/**
 * The card-link OTP step (spec section 4: sent → countdown → verified, resend, or locked after too many
 * wrong entries until a new code is requested). One input with autocomplete="one-time-code" so phones
 * offer the SMS code; Thai digits are accepted and turned into ASCII. The countdown only guides the
 * member: the server decides whether a code is still valid.
 *
 * Built for cards because the accounts OTP form had not landed when this was written; the two can
 * merge into one shared component later.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import * as f from '../../../components/ui/field.css';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatMmSs } from '../lib/server-timer';
import * as s from './cards.css';

/** Resend cooldown the server enforces (SECURITY.md 3): 60 s. */
export const RESEND_COOLDOWN_MS = 60_000;

/** '๑๒๓' → '123'; anything else but digits is dropped. */
export const toAsciiDigits = (value: string) =>
  value.replace(/[๐-๙]/g, (d) => String(d.charCodeAt(0) - 0x0e50)).replace(/[^0-9]/g, '');

function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export interface OtpInputProps {
  phone: string;
  refNo: string;
  sentAt: number;
  ttlMinute: number;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
}

type Status = 'entering' | 'locked' | 'expired';

export function OtpInput({ phone, refNo, sentAt, ttlMinute, onVerify, onResend }: OtpInputProps) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('entering');
  const [busy, setBusy] = useState(false);
  const now = useNow();
  const left = Math.max(0, sentAt + ttlMinute * 60_000 - now);
  const resendIn = Math.max(0, sentAt + RESEND_COOLDOWN_MS - now);
  const expired = left === 0 || status === 'expired';
  const locked = status === 'locked';

  // A new code (after resend) starts fresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reference number is the trigger
  useEffect(() => {
    setStatus('entering');
    setCode('');
    setError(null);
    inputRef.current?.focus();
  }, [refNo]);

  const message = (e: unknown) =>
    e instanceof ApiRequestError ? (e.messageIn(locale) ?? t('errors.loadFailed')) : t('errors.loadFailed');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || locked || expired) return;
    if (!/^[0-9]{6}$/.test(code)) {
      setError(t('otp.digitsOnly'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onVerify(code);
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'OTP_LOCKED') setStatus('locked');
      else if (err instanceof ApiRequestError && err.code === 'OTP_EXPIRED') setStatus('expired');
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      await onResend();
      setInfo(t('otp.resent'));
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${inputId}-error`;
  const helpId = `${inputId}-help`;
  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      <p>{t('otp.intro', { phone })}</p>
      <p className={s.muted}>{t('otp.ref', { ref: refNo })}</p>
      <div className={f.field}>
        <label className={f.label} htmlFor={inputId}>
          {t('otp.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={s.otpInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          disabled={locked || expired}
          onChange={(e) => setCode(toAsciiDigits(e.target.value).slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={[helpId, error ? errorId : ''].filter(Boolean).join(' ')}
          data-testid="otp-input"
        />
        <p id={helpId} className={f.help}>
          {expired ? t('otp.expired') : t('otp.expiresIn', { time: formatMmSs(left) })}
        </p>
        {error ? (
          <p id={errorId} className={f.error} role="alert" data-testid="otp-error">
            <AlertIcon size={16} />
            {error}
          </p>
        ) : null}
        {info ? (
          <p className={s.muted} role="status">
            {info}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="primary"
        block
        disabled={busy || locked || expired}
        data-testid="otp-submit"
      >
        {t('otp.submit')}
      </Button>
      <Button variant="text" block onClick={resend} disabled={busy || resendIn > 0} data-testid="otp-resend">
        {resendIn > 0 ? t('otp.resendIn', { time: formatMmSs(resendIn) }) : t('otp.resend')}
      </Button>
    </form>
  );
}
