/** Card detail through the real router: benefits with usage, claim history badges, and 404. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const ID = '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c01';

const detail: DataOf<'getCard'> = {
  card: {
    id: ID,
    type: 'group',
    insured_person_id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c02',
    insurer_name: { th: 'นครหลวงประกันภัย', en: 'Nakhon Luang Insurance' },
    ins_code: 'TPA',
    card_no: 'GHS-NLI-2026-01152',
    certificate_no: null,
    insured_name: 'Kanyarat Srisuk',
    plan_name: null,
    policyholder: { th: 'ไทยดีไซน์', en: 'Thai Design' },
    start_date: '2026-04-01',
    expiry_date: '2027-03-31',
    status: 'active',
    front_image_url: null,
    back_image_url: null,
    editable: false,
    usable: true,
  },
  benefits: [
    {
      id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c03',
      benefit: { th: 'ค่ารักษาพยาบาลผู้ป่วยนอก', en: 'Outpatient treatment' },
      limit_period: 'per_year',
      max_limit: 20000,
      medical_fee: 1500,
      room_price: null,
      surgery_fee: null,
      medicine_fee: 700,
      currency: 'THB',
      used_amount: 5000,
      largest_amount: null,
      claim_count: 2,
      period_start: '2026-04-01',
      period_end: '2027-03-31',
    },
  ],
  claims: [
    {
      id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c04',
      claim_no: 'CLM-1',
      admission_date: '2026-05-03',
      amount: 320,
      approved_amount: null,
      currency: 'USD',
      status: 'rejected',
      stage: 'rejected',
      benefit_type: 'opd',
      provider_name: null,
    },
  ],
  more_claims: false,
};

const fetchMock = setUpSignedInMember();

describe('/coverages/{id}', () => {
  it('links a card with more claims than it shows to claim status for its insured person', async () => {
    fetchMock.mockResolvedValue(answer('getCard', { ...detail, more_claims: true }));
    await renderApp(`/coverages/${ID}`);
    const all = await screen.findByTestId('card-all-claims');
    expect(all.getAttribute('href')).toBe(`/claim-status?person=${detail.card.insured_person_id}`);
    expect(all.textContent).toBe('ดูเคลมทั้งหมดที่สถานะเคลม');
  });

  it('shows benefits in baht with a labelled usage bar, and USD claims with their status', async () => {
    fetchMock.mockResolvedValue(answer('getCard', detail));
    await renderApp(`/en/coverages/${ID}`);
    const benefits = await screen.findByTestId('benefits');
    expect(benefits.textContent).toContain('฿20,000.00');
    expect(benefits.textContent).toContain('฿1,500.00');
    const bar = screen.getByRole('progressbar', { name: 'Used of Outpatient treatment' });
    expect(bar.getAttribute('value')).toBe('5000');
    expect(bar.getAttribute('max')).toBe('20000');
    expect(bar.getAttribute('aria-valuetext')).toBe('Used ฿5,000.00 of ฿20,000.00');
    expect(benefits.textContent).toContain('Policy year 1 Apr 2026 to 31 Mar 2027');
    const history = screen.getByTestId('claim-history');
    expect(history.textContent).toContain('US$320.00');
    expect(history.textContent).toContain('Rejected');
    expect(history.textContent).toContain('3 May 2026');
    expect(screen.getByTestId('use-card').getAttribute('href')).toBe(`/en/hospital-list?card=${ID}`);
    expect(screen.queryByTestId('card-all-claims')).toBeNull();
    // A TPA card is not the member's to edit or delete.
    expect(screen.queryByTestId('edit-card')).toBeNull();
    expect(screen.queryByTestId('delete-card')).toBeNull();
  });

  it('shows "no coverage details" and "no history" in Thai', async () => {
    fetchMock.mockResolvedValue(answer('getCard', { ...detail, benefits: [], claims: [] }));
    await renderApp(`/coverages/${ID}`);
    expect((await screen.findByTestId('no-coverage')).textContent).toBe('ไม่พบรายละเอียดความคุ้มครอง');
    expect(screen.getByTestId('no-history').textContent).toBe('ยังไม่มีประวัติ');
  });

  it('shows "page not found" for a card that is not the member’s (404)', async () => {
    fetchMock.mockResolvedValue(answerError('NOT_FOUND'));
    await renderApp(`/en/coverages/${ID}`);
    expect((await screen.findByTestId('card-not-found')).textContent).toContain(
      'This page could not be found',
    );
    expect(screen.queryByText('GHS-NLI-2026-01152')).toBeNull();
  });
});

describe('deleting a self-added card', () => {
  it('goes back to the cards without asking for the deleted card again', async () => {
    const own: DataOf<'getCard'> = {
      ...detail,
      card: { ...detail.card, type: 'self_added', editable: true },
      claims: [],
    };
    const calls: string[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === `/api/v1/cards/${ID}` && init?.method === 'DELETE')
        return answer('deleteCard', { id: ID, deleted: true });
      if (url === `/api/v1/cards/${ID}`) return answer('getCard', own);
      return answer('listCards', { group: [], individual: [], self_added: [] });
    });
    const { router } = await renderApp(`/en/coverages/${ID}`);
    await userEvent.click(await screen.findByTestId('delete-card'));
    await userEvent.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/coverages'));
    await waitFor(() => expect(calls).toContain('GET /api/v1/cards'));
    const afterDelete = calls.slice(calls.indexOf(`DELETE /api/v1/cards/${ID}`) + 1);
    expect(afterDelete).not.toContain(`GET /api/v1/cards/${ID}`);
  });
});

describe('/family-coverages/{id}', () => {
  const family = (personId: string): DataOf<'listFamily'> => [
    {
      person_id: personId,
      name: 'Somsri',
      surname: 'Jaidee',
      relation: 'spouse',
      birth_date: null,
      cards: [],
    },
  ];

  it("shows a family member's card", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/v1/family'
        ? answer('listFamily', family(detail.card.insured_person_id))
        : answer('getCard', detail),
    );
    await renderApp(`/en/family-coverages/${ID}`);
    expect(await screen.findByTestId('benefits')).toBeTruthy();
  });

  it("says the member's own card is not found there", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/v1/family'
        ? answer('listFamily', family('3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c99'))
        : answer('getCard', detail),
    );
    await renderApp(`/en/family-coverages/${ID}`);
    expect(await screen.findByTestId('card-not-found')).toBeTruthy();
    expect(screen.queryByTestId('benefits')).toBeNull();
  });
});

/** Issue 25: the money a member reads on a card is the money the claims team decided, in its period. */
describe('money the member can trust', () => {
  const perVisit: DataOf<'getCard'>['benefits'][number] = {
    ...detail.benefits[0]!,
    id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c05',
    benefit: { th: 'ค่ารักษาพยาบาลผู้ป่วยนอก', en: 'Outpatient treatment' },
    limit_period: 'per_visit',
    max_limit: 3000,
    medical_fee: null,
    medicine_fee: null,
    // Four visits approved for 9,650 in all: never a bar of 9,650 against 3,000.
    used_amount: null,
    largest_amount: 2950,
    claim_count: 4,
    period_start: null,
    period_end: null,
  };
  const partly: DataOf<'getCard'>['claims'][number] = {
    id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c06',
    claim_no: 'CL2611-030001',
    admission_date: '2026-11-02',
    amount: 4400,
    approved_amount: 3900,
    paid_amount: null,
    currency: 'THB',
    status: 'approved',
    stage: 'partly_approved',
    benefit_type: 'opd',
    provider_name: null,
  };
  const paid: DataOf<'getCard'>['claims'][number] = {
    ...partly,
    id: '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c07',
    claim_no: 'CL2610-030002',
    amount: 1200,
    approved_amount: 1200,
    paid_amount: 1200,
    stage: 'paid',
  };
  const withMoney: DataOf<'getCard'> = { ...detail, benefits: [perVisit], claims: [partly, paid] };

  it('shows claimed, approved and paid in the claim history, and a per-visit limit per visit (English)', async () => {
    fetchMock.mockResolvedValue(answer('getCard', withMoney));
    await renderApp(`/en/coverages/${ID}`);
    const [first, second] = await screen.findAllByTestId('history-item');
    expect(within(first!).getByTestId('history-claimed').textContent).toBe('฿4,400.00');
    expect(within(first!).getByTestId('history-approved').textContent).toBe('฿3,900.00');
    expect(within(first!).queryByTestId('history-paid')).toBeNull();
    expect(within(first!).getByTestId('history-stage').textContent).toBe('Partly approved');
    expect(first!.textContent).toContain('Approved฿3,900.00');
    expect(within(second!).getByTestId('history-paid').textContent).toBe('฿1,200.00');
    expect(within(second!).getByTestId('history-stage').textContent).toBe('Paid');

    const benefits = screen.getByTestId('benefits');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(benefits.textContent).not.toContain('Used');
    expect(screen.getByTestId('benefit-usage').textContent).toBe(
      '4 claims approved, the largest ฿2,950.00Limit ฿3,000.00 a visit, renewed at every visit',
    );
  });

  it('says the same in Thai', async () => {
    fetchMock.mockResolvedValue(answer('getCard', withMoney));
    await renderApp(`/coverages/${ID}`);
    const [first] = await screen.findAllByTestId('history-item');
    expect(first!.textContent).toContain('ยอดที่เคลม฿4,400.00');
    expect(first!.textContent).toContain('ยอดที่อนุมัติ฿3,900.00');
    expect(within(first!).getByTestId('history-stage').textContent).toBe('อนุมัติบางส่วน');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('benefits').textContent).not.toContain('ใช้ไปแล้ว');
    expect(screen.getByTestId('benefit-usage').textContent).toBe(
      'อนุมัติแล้ว 4 ครั้ง ยอดสูงสุดต่อครั้ง ฿2,950.00วงเงินครั้งละ ฿3,000.00 เริ่มนับใหม่ทุกครั้งที่เข้ารับการรักษา',
    );
  });

  it('keeps a per-year bar within its policy year, in Thai', async () => {
    fetchMock.mockResolvedValue(answer('getCard', detail));
    await renderApp(`/coverages/${ID}`);
    const bar = await screen.findByRole('progressbar', { name: 'สัดส่วนที่ใช้ไปของค่ารักษาพยาบาลผู้ป่วยนอก' });
    expect(bar.getAttribute('aria-valuetext')).toBe('ใช้ไปแล้ว ฿5,000.00 จาก ฿20,000.00');
    expect(screen.getByTestId('benefit-usage').textContent).toContain(
      'ปีกรมธรรม์ 1 เม.ย. 2569 ถึง 31 มี.ค. 2570',
    );
  });
});
