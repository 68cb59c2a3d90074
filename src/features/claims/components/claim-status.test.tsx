/**
 * Claim status (issue 25): each list item shows its claim number and amount, so the number on the
 * e-Claim success screen can be found; a claim waiting for documents offers the upload for what was
 * asked, and once every document is in says they were received, in Thai and English.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFor, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const ID = '5b1d2c3e-0d7e-4c55-9e4f-5b2a0e7d1c01';

const summary: DataOf<'getClaim'> = {
  id: ID,
  claim_no: 'CL2611-028004',
  stage: 'documents_requested',
  status: 'in_process',
  claim_type: 'accident',
  service_date: '2026-11-19',
  card_id: '5b1d2c3e-0d7e-4c55-9e4f-5b2a0e7d1c02',
  card_type: 'group',
  card_no: 'GHS-NLI-2026-01152',
  company_name: { th: 'นครหลวงประกันภัย', en: 'Nakhon Luang Insurance' },
  insured_person_id: '5b1d2c3e-0d7e-4c55-9e4f-5b2a0e7d1c03',
  insured_name: 'Kanyarat Srisuk',
  is_self: true,
  amount: 3250,
  currency: 'THB',
  updated_at: '2026-11-20T07:02:00.000Z',
  documents_received: false,
  benefit_type: 'accident_emergency',
  admit_type: 'opd',
  accident_date: '2026-11-19',
  provider_name: null,
  diagnosis: null,
  symptom_code: null,
  approved_amount: null,
  paid_amount: null,
  note: null,
  submitted_at: '2026-11-19T15:10:00.000Z',
  timeline: [{ stage: 'documents_requested', at: '2026-11-20T07:02:00.000Z', note: null }],
  documents: [],
  requests: [
    {
      id: '5b1d2c3e-0d7e-4c55-9e4f-5b2a0e7d1c04',
      kind: 'medical_certificate',
      note: {
        th: 'ใบรับรองแพทย์ที่ระบุวันและเวลาที่เกิดอุบัติเหตุ',
        en: 'A medical certificate stating the date and time of the accident',
      },
      created_at: '2026-11-20T07:02:00.000Z',
      fulfilled_at: null,
    },
  ],
};

const received: DataOf<'getClaim'> = {
  ...summary,
  documents_received: true,
  documents: [
    {
      id: '5b1d2c3e-0d7e-4c55-9e4f-5b2a0e7d1c05',
      kind: 'medical_certificate',
      filename: 'certificate.jpg',
      size: 120_000,
      mime: 'image/jpeg',
      status: 'received',
      created_at: '2026-11-21T02:00:00.000Z',
    },
  ],
  requests: [{ ...summary.requests[0]!, fulfilled_at: '2026-11-21T02:00:00.000Z' }],
};

const list = (claims: DataOf<'getClaim'>[]): DataOf<'listClaims'> => ({
  claims,
  persons: [{ id: summary.insured_person_id, name: 'Kanyarat Srisuk', is_self: true }],
  next_cursor: null,
});

const fetchMock = setUpSignedInMember();

describe('the claim list', () => {
  it('shows each claim number and amount (English)', async () => {
    fetchMock.mockImplementation(answerFor({ listClaims: list([summary]) }));
    await renderApp('/en/claim-status');
    const item = await screen.findByTestId('claim-item');
    expect(within(item).getByTestId('claim-item-no').textContent).toBe('CL2611-028004');
    expect(within(item).getByTestId('claim-item-amount').textContent).toBe('฿3,250.00');
    expect(item.textContent).toContain('Claim number');
    expect(item.textContent).toContain('Claimed');
    expect(within(item).getByTestId('claim-stage').textContent).toBe('Documents requested');
  });

  it('shows them in Thai, and says "documents received" once they are in', async () => {
    fetchMock.mockImplementation(answerFor({ listClaims: list([received]) }));
    await renderApp('/claim-status');
    const item = await screen.findByTestId('claim-item');
    expect(item.textContent).toContain('เลขที่เคลมCL2611-028004');
    expect(item.textContent).toContain('ยอดที่เคลม฿3,250.00');
    expect(within(item).getByTestId('claim-stage').textContent).toBe('ได้รับเอกสารแล้ว');
  });
});

describe('a claim waiting for documents', () => {
  it('offers the upload for the document asked for (English)', async () => {
    fetchMock.mockImplementation(answerFor({ getClaim: summary }));
    await renderApp(`/en/claim-status/${ID}`);
    const asked = await screen.findByTestId('documents-requested');
    expect(asked.textContent).toContain('A medical certificate stating the date and time of the accident');
    expect(asked.querySelectorAll('input[type="file"]').length).toBeGreaterThan(0);
    expect(screen.getByTestId('claim-stage').textContent).toBe('Documents requested');
    expect(screen.queryByTestId('documents-received')).toBeNull();
  });

  it('offers the upload in Thai too', async () => {
    fetchMock.mockImplementation(answerFor({ getClaim: summary }));
    await renderApp(`/claim-status/${ID}`);
    const asked = await screen.findByTestId('documents-requested');
    expect(asked.textContent).toContain('ใบรับรองแพทย์ที่ระบุวันและเวลาที่เกิดอุบัติเหตุ');
    expect(asked.querySelectorAll('input[type="file"]').length).toBeGreaterThan(0);
    expect(screen.getByTestId('claim-stage').textContent).toBe('ขอเอกสารเพิ่มเติม');
  });

  it('says the documents were received once answered, in English and Thai', async () => {
    fetchMock.mockImplementation(answerFor({ getClaim: received }));
    await renderApp(`/en/claim-status/${ID}`);
    const done = await screen.findByTestId('documents-received');
    expect(done.textContent).toContain("We've received your documents");
    expect(screen.getByTestId('claim-stage').textContent).toBe('Documents received');
    expect(screen.queryByTestId('documents-requested')).toBeNull();
  });

  it('says so in Thai', async () => {
    fetchMock.mockImplementation(answerFor({ getClaim: received }));
    await renderApp(`/claim-status/${ID}`);
    const done = await screen.findByTestId('documents-received');
    expect(done.textContent).toContain('ได้รับเอกสารของคุณแล้ว');
    expect(screen.getByTestId('claim-stage').textContent).toBe('ได้รับเอกสารแล้ว');
  });
});
