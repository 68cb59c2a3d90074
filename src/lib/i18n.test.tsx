import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ensureLanguage, ensureNamespaces, initI18n, useTranslation } from './i18n';

function Probe() {
  const { t } = useTranslation();
  const v = useTranslation('validation').t;
  return (
    <p>
      {t('nav.home')} | {v('password_mismatch')} | {t('validation:required')}
    </p>
  );
}

describe('i18n', () => {
  it('translates in the current language, per namespace, and follows a language switch', async () => {
    const i18n = await initI18n('th');
    await ensureLanguage('th');
    await ensureNamespaces(['validation']);
    render(<Probe />);
    expect(screen.getByText(/หน้าแรก \| รหัสผ่านไม่ตรงกัน \| กรุณากรอกข้อมูลช่องนี้/)).toBeTruthy();
    await act(() => ensureLanguage('en'));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('Home | The passwords do not match. | Please fill in this field.')).toBeTruthy();
    await act(() => ensureLanguage('th'));
  });

  it('refuses to load a namespace that has no file', async () => {
    await initI18n('th');
    await expect(ensureNamespaces(['no-such-namespace'])).rejects.toThrow(
      /locales\/th\/no-such-namespace.json/,
    );
  });
});
