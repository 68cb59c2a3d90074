/**
 * A member's open claim page shows an officer's move within seconds, without a reload (issue 27): the
 * claim is asked for again every CLAIM_REFRESH_MS while the page is visible and the claim is not
 * final, and the new stage is said to screen readers. An officer's note shows as written, with a line
 * saying which language it was written in when the member reads the other one.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFor, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';
import { CLAIM_REFRESH_MS } from '../api/claims';

const ID = '6c2e3d4f-1e8f-4d66-8f5a-6c3b1f8e2d01';

const claim: DataOf<'getClaim'> = {
  id: ID,
  claim_no: 'EC2611-00000042',
  stage: 'under_review',
  status: 'in_process',
  claim_type: 'sick',
  service_date: '2026-11-19',
  card_id: '6c2e3d4f-1e8f-4d66-8f5a-6c3b1f8e2d02',
  card_type: 'group',
  card_no: 'GHS-NLI-2026-01152',
  company_name: { th: 'นครหลวงประกันภัย', en: 'Nakhon Luang Insurance' },
  insured_person_id: '6c2e3d4f-1e8f-4d66-8f5a-6c3b1f8e2d03',
  insured_name: 'Kanyarat Srisuk',
  is_self: true,
  amount: 1450,
  currency: 'THB',
  updated_at: '2026-11-20T07:02:00.000Z',
  documents_received: false,
  benefit_type: 'opd',
  admit_type: 'opd',
  accident_date: null,
  provider_name: null,
  diagnosis: null,
  symptom_code: null,
  approved_amount: null,
  paid_amount: null,
  note: null,
  submitted_at: '2026-11-19T15:10:00.000Z',
  timeline: [
    { stage: 'submitted', at: '2026-11-19T15:10:00.000Z', note: null },
    { stage: 'under_review', at: '2026-11-20T07:02:00.000Z', note: null },
  ],
  documents: [],
  requests: [],
};

const note = 'Approved as billed by the clinic';
const approved: DataOf<'getClaim'> = {
  ...claim,
  stage: 'approved',
  status: 'approved',
  approved_amount: 1450,
  note: { th: note, en: note },
  note_lang: 'en',
  timeline: [
    ...claim.timeline,
    { stage: 'approved', at: '2026-11-21T02:00:00.000Z', note: { th: note, en: note }, note_lang: 'en' },
  ],
};

const fetchMock = setUpSignedInMember();
const claimCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(`/api/v1/claims/${ID}`)).length;

describe('an open claim page', () => {
  it(
    'shows a move made meanwhile within seconds and says it to screen readers (English)',
    async () => {
      let current = claim;
      fetchMock.mockImplementation(async (input, init) => answerFor({ getClaim: current })(input, init));
      await renderApp(`/en/claim-status/${ID}`);
      expect((await screen.findByTestId('claim-stage')).textContent).toBe('Under review');
      expect(screen.getByTestId('claim-stage-live').textContent).toBe('');
      expect(screen.getByTestId('claim-stage-live').getAttribute('aria-live')).toBe('polite');
      current = approved;
      await waitFor(() => expect(screen.getByTestId('claim-stage').textContent).toBe('Approved'), {
        timeout: CLAIM_REFRESH_MS * 3,
      });
      expect(screen.getByTestId('claim-stage-live').textContent).toBe('This claim is now: Approved');
      // Written in English, read in English: no line about the language.
      expect(screen.getByTestId('claim-note').textContent).toBe(note);
    },
    CLAIM_REFRESH_MS * 4,
  );

  it(
    'says the move in Thai, with a line that the note was written in English',
    async () => {
      let current = claim;
      fetchMock.mockImplementation(async (input, init) => answerFor({ getClaim: current })(input, init));
      await renderApp(`/claim-status/${ID}`);
      expect((await screen.findByTestId('claim-stage')).textContent).toBe('อยู่ระหว่างพิจารณา');
      current = approved;
      await waitFor(() => expect(screen.getByTestId('claim-stage-live').textContent).toContain('อนุมัติ'), {
        timeout: CLAIM_REFRESH_MS * 3,
      });
      expect(screen.getByTestId('claim-stage-live').textContent).toBe('สถานะเคลมนี้ตอนนี้: อนุมัติ');
      const shown = screen.getByTestId('claim-note').textContent;
      expect(shown).toContain(note);
      expect(shown).toContain('(เจ้าหน้าที่เขียนหมายเหตุนี้เป็นภาษาอังกฤษ)');
    },
    CLAIM_REFRESH_MS * 4,
  );

  it(
    'stops asking once the claim is final',
    async () => {
      fetchMock.mockImplementation(
        answerFor({ getClaim: { ...approved, stage: 'paid', paid_amount: 1450 } }),
      );
      await renderApp(`/en/claim-status/${ID}`);
      await screen.findByTestId('claim-stage');
      const before = claimCalls();
      await new Promise((resolve) => setTimeout(resolve, CLAIM_REFRESH_MS + 1_500));
      expect(claimCalls()).toBe(before);
    },
    CLAIM_REFRESH_MS * 3,
  );
});
