/**
 * Telemed copy in members' words (issue 25): Thai names the service as the rest of the app does
 * ("ปรึกษาแพทย์ออนไลน์", never the English "Telemed" in a Thai sentence), and the card step reads
 * "บัตรที่ 1 (ใช้ได้สูงสุด 2 ใบ)"; English stays natural.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import thTelemed from '../../../../locales/th/telemed.json';
import { ERROR_CATALOGUE } from '../../../../shared/api/errors';
import { ensureLanguage, ensureNamespaces, initI18n, useTranslation } from '../../../lib/i18n';
import { NoTelemed } from './shared';

function Progress() {
  const { t } = useTranslation('telemed');
  return <p data-testid="progress">{t('choose.progress', { step: 1, limit: 2 })}</p>;
}

async function show(lang: 'th' | 'en') {
  await act(() => ensureLanguage(lang));
  await act(() => ensureNamespaces(['telemed']));
  return render(
    <MemoryRouter initialEntries={[lang === 'en' ? '/en/telemed-mart' : '/telemed-mart']}>
      <NoTelemed reason="noProviders" />
      <Progress />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('th');
});

describe('Telemed copy', () => {
  it('in Thai names the service in Thai and says the card step naturally', async () => {
    const view = await show('th');
    expect(screen.getByTestId('no-telemed').textContent).toContain('ขณะนี้ยังไม่มีบริการปรึกษาแพทย์ออนไลน์');
    expect(screen.getByTestId('progress').textContent).toBe('บัตรที่ 1 (ใช้ได้สูงสุด 2 ใบ)');
    view.unmount();
    // The server's own refusal says it the same way.
    expect(ERROR_CATALOGUE.NO_TELEMED.message.th).toBe('ขณะนี้ยังไม่มีบริการปรึกษาแพทย์ออนไลน์');
    // No Thai sentence of the Telemed screens leans on the English word (the mart's name is เทเลเมดมาร์ท).
    expect(JSON.stringify(thTelemed)).not.toMatch(/Telemed/);
  });

  it('in English', async () => {
    const view = await show('en');
    expect(screen.getByTestId('no-telemed').textContent).toContain(
      'No Telemed service is available right now',
    );
    expect(screen.getByTestId('progress').textContent).toBe('Card 1 of up to 2');
    view.unmount();
  });
});
