/**
 * Issue 25: every 429 says how long to wait. The server sends `details.retry_after_seconds`; the
 * member reads "Too many attempts. Try again in about 45 minutes." (Thai too), the unit pluralised.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../../shared/api/errors';
import { mapApiError, type Translate } from '../form/map-api-error';
import { ApiRequestError } from '../../lib/api-client';
import { ensureLanguage, initI18n } from '../../lib/i18n';
import { retryAfterSeconds, useErrorMessage } from './error-message';

const limited = (seconds: number, code = 'RATE_LIMITED') =>
  new ApiRequestError(429, code, ERROR_CATALOGUE[code as 'RATE_LIMITED'].message, {
    retry_after_seconds: seconds,
  });

function Probe({ error }: { error: unknown }) {
  const message = useErrorMessage();
  return <p data-testid="message">{message(error)}</p>;
}

async function messageIn(lang: 'th' | 'en', error: unknown): Promise<string> {
  await act(() => ensureLanguage(lang));
  const view = render(
    <MemoryRouter initialEntries={[lang === 'en' ? '/en/login' : '/login']}>
      <Probe error={error} />
    </MemoryRouter>,
  );
  const text = screen.getByTestId('message').textContent ?? '';
  view.unmount();
  return text;
}

let i18n: Awaited<ReturnType<typeof initI18n>>;
beforeAll(async () => {
  i18n = await initI18n('th');
});

describe('a 429 says how long to wait', () => {
  it('in English, with the unit pluralised', async () => {
    expect(await messageIn('en', limited(2700))).toBe('Too many attempts. Try again in about 45 minutes.');
    expect(await messageIn('en', limited(60))).toBe('Too many attempts. Try again in about 1 minute.');
    expect(await messageIn('en', limited(61))).toBe('Too many attempts. Try again in about 2 minutes.');
    expect(await messageIn('en', limited(1))).toBe('Too many attempts. Try again in about 1 second.');
    expect(await messageIn('en', limited(30))).toBe('Too many attempts. Try again in about 30 seconds.');
    expect(await messageIn('en', limited(3600))).toBe('Too many attempts. Try again in about 1 hour.');
    expect(await messageIn('en', limited(3 * 3600))).toBe('Too many attempts. Try again in about 3 hours.');
  });

  it('in Thai', async () => {
    expect(await messageIn('th', limited(2700))).toBe('คุณทำรายการบ่อยเกินไป ลองใหม่อีกครั้งในอีกประมาณ 45 นาที');
    expect(await messageIn('th', limited(20))).toBe('คุณทำรายการบ่อยเกินไป ลองใหม่อีกครั้งในอีกประมาณ 20 วินาที');
    expect(await messageIn('th', limited(7200))).toBe('คุณทำรายการบ่อยเกินไป ลองใหม่อีกครั้งในอีกประมาณ 2 ชั่วโมง');
  });

  it("adds the wait to another refusal's own message", async () => {
    const uploads = limited(1200, 'UPLOAD_RATE_LIMITED');
    expect(await messageIn('en', uploads)).toBe(
      `${ERROR_CATALOGUE.UPLOAD_RATE_LIMITED.message.en} You can try again in about 20 minutes.`,
    );
    expect(await messageIn('th', uploads)).toBe(
      `${ERROR_CATALOGUE.UPLOAD_RATE_LIMITED.message.th} ลองใหม่อีกครั้งได้ในอีกประมาณ 20 นาที`,
    );
  });

  it('keeps the catalogue message when no wait is named, and reads the wait only from a 429', () => {
    expect(retryAfterSeconds(new ApiRequestError(429, 'OTP_LOCKED', null))).toBeNull();
    expect(retryAfterSeconds(new ApiRequestError(400, 'X', null, { retry_after_seconds: 5 }))).toBeNull();
    expect(retryAfterSeconds(limited(44.2))).toBe(45);
  });

  it('says the catalogue message when the server named no wait', async () => {
    const bare = new ApiRequestError(429, 'RATE_LIMITED', ERROR_CATALOGUE.RATE_LIMITED.message);
    expect(await messageIn('en', bare)).toBe(ERROR_CATALOGUE.RATE_LIMITED.message.en);
  });
});

describe('a form refused with a 429 says how long to wait', () => {
  it.each([
    ['en', 'Too many attempts. Try again in about 45 minutes.'],
    ['th', 'คุณทำรายการบ่อยเกินไป ลองใหม่อีกครั้งในอีกประมาณ 45 นาที'],
  ] as const)('in %s', async (lang, said) => {
    await ensureLanguage(lang);
    const t = i18n.getFixedT(lang, 'common') as unknown as Translate;
    expect(mapApiError(limited(2700), lang, {}, t)).toEqual({ fields: {}, form: said });
    // A refusal about one field keeps the wait on that field.
    const otp = limited(30, 'OTP_RESEND_TOO_SOON');
    const mapped = mapApiError(otp, lang, { codes: { OTP_RESEND_TOO_SOON: 'code' } }, t);
    expect(mapped.fields.code).toBe(
      `${ERROR_CATALOGUE.OTP_RESEND_TOO_SOON.message[lang]} ${lang === 'en' ? 'You can try again in about 30 seconds.' : 'ลองใหม่อีกครั้งได้ในอีกประมาณ 30 วินาที'}`,
    );
  });
});
