/** The /coverages screen through the real router: empty state, grouped cards, and an error with retry. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

type Card = DataOf<'listCards'>['group'][number];

const card = (over: Partial<Card>): Card => ({
  id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c01',
  type: 'group',
  insured_person_id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c02',
  insurer_name: { th: 'ไทยเดินเรือประกันภัย', en: 'Thai Marine Insurance' },
  ins_code: 'TPA',
  card_no: 'GRP-2201-0044',
  certificate_no: null,
  insured_name: 'Kanyarat Srisuk',
  plan_name: null,
  policyholder: null,
  start_date: '2026-01-01',
  expiry_date: '2026-12-31',
  status: 'active',
  front_image_url: null,
  back_image_url: null,
  editable: false,
  usable: true,
  ...over,
});

const noCards: DataOf<'listCards'> = { group: [], individual: [], self_added: [] };

const fetchMock = setUpSignedInMember();

describe('/coverages', () => {
  it('shows the "no coverage details" empty state with both ways to add a card', async () => {
    fetchMock.mockResolvedValue(answer('listCards', noCards));
    await renderApp('/en/coverages');
    const empty = await screen.findByTestId('coverages-empty');
    expect(empty.textContent).toContain('No coverage details found');
    expect(screen.getByRole('link', { name: 'Find my policy with my ID card' }).getAttribute('href')).toBe(
      '/en/search-idcard',
    );
    expect(screen.getByRole('link', { name: 'Add a card myself' }).getAttribute('href')).toBe(
      '/en/insurance-list',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/cards');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token-0123456789abcdef');
  });

  it('shows the empty state in Thai too', async () => {
    fetchMock.mockResolvedValue(answer('listCards', noCards));
    await renderApp('/coverages');
    expect((await screen.findByTestId('coverages-empty')).textContent).toContain('ไม่พบรายละเอียดความคุ้มครอง');
  });

  it('groups cards by type with a Buddhist-era date in Thai and an expired badge', async () => {
    fetchMock.mockResolvedValue(
      answer('listCards', {
        group: [card({})],
        individual: [],
        self_added: [
          card({
            id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c09',
            type: 'self_added',
            card_no: 'SELF-77',
            status: 'expired',
            start_date: '2024-01-15',
            expiry_date: '2025-01-15',
          }),
        ],
      }),
    );
    await renderApp('/coverages');
    const group = await screen.findByTestId('cards-group');
    expect(group.textContent).toContain('GRP-2201-0044');
    expect(group.textContent).toContain('ใช้งานได้');
    expect(screen.queryByTestId('cards-individual')).toBeNull();
    const self = screen.getByTestId('cards-self_added');
    expect(self.textContent).toContain('หมดอายุ');
    expect(self.textContent).toContain('15 ม.ค. 2568');
    expect(self.querySelector('a')?.getAttribute('href')).toBe(
      '/coverages/3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c09',
    );
  });

  it("shows the server's message on failure and loads again on retry", async () => {
    fetchMock.mockResolvedValueOnce(
      answerError('SERVICE_UNAVAILABLE', {
        message: { th: 'ระบบไม่พร้อมใช้งาน', en: 'The service is busy. Please try again shortly.' },
      }),
    );
    fetchMock.mockResolvedValueOnce(
      answer('listCards', { group: [card({})], individual: [], self_added: [] }),
    );
    await renderApp('/en/coverages');
    const error = await screen.findByTestId('cards-load-error');
    expect(error.textContent).toContain('The service is busy. Please try again shortly.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('cards-group').textContent).toContain('GRP-2201-0044'));
  });

  it('/coverages/eclaim offers only TPA cards in force and leads to /e-claim with the card', async () => {
    fetchMock.mockResolvedValue(
      answer('listCards', {
        group: [
          card({}),
          card({ id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c05', card_no: 'OLD-1', status: 'expired' }),
        ],
        individual: [],
        self_added: [
          card({ id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c06', type: 'self_added', card_no: 'SELF-1' }),
        ],
      }),
    );
    await renderApp('/en/coverages/eclaim');
    const list = await screen.findByTestId('eclaim-cards');
    expect(list.querySelectorAll('a')).toHaveLength(1);
    expect(list.textContent).toContain('GRP-2201-0044');
    expect(list.querySelector('a')?.getAttribute('href')).toBe(
      '/en/e-claim?card=3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c01',
    );
  });

  it('/coverages/eclaim says when no card can be used for an e-Claim', async () => {
    fetchMock.mockResolvedValue(answer('listCards', noCards));
    await renderApp('/coverages/eclaim');
    expect((await screen.findByTestId('eclaim-no-card')).textContent).toContain(
      'ไม่พบบัตรที่สามารถใช้ยื่น e-Claim ได้',
    );
  });
});
