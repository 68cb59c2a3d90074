/**
 * The moves of a claim (actions.tsx): only those its stage allows are offered; an approval above the
 * claimed amount or above what the benefit has left is refused before anything is sent; a move sends
 * the note with the language chosen; a refusal from the server is shown in the catalogue's English.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffClaimDetail } from '../../shared/api/schemas/staff-claims';
import { ClaimActions } from './actions';

const claim = (over: Partial<StaffClaimDetail>): StaffClaimDetail => ({
  id: '0b810adf-db8b-45ee-946a-aee50859aa44',
  claim_no: 'EC2611-00000001',
  partner_id: 'default',
  stage: 'under_review',
  status: 'in_process',
  claim_type: 'sick',
  benefit_type: 'opd',
  admit_type: 'opd',
  service_date: '2026-11-24',
  discharge_date: null,
  accident_date: null,
  provider_name: null,
  diagnosis: null,
  symptom_code: 'influenza',
  amount: 600,
  currency: 'THB',
  approved_amount: null,
  paid_amount: null,
  payment_reference: null,
  submitted_at: '2026-11-24T03:00:00.000Z',
  waiting_since: '2026-11-24T03:00:00.000Z',
  member: { id: '534f6709-71d0-530c-a878-76e08ee17619', name: 'Kanyarat', lang: 'th' },
  card: {
    id: '875250b1-5c79-51e5-84dd-f1813e27b9a9',
    card_no: 'GHS-1',
    card_type: 'group',
    insurer_name: { th: 'ก', en: 'Insurer' },
    insured_name: 'Kanyarat',
    start_date: '2026-01-01',
    expiry_date: '2026-12-31',
  },
  coverage: [],
  approval_cap: {
    benefit: { th: 'ผู้ป่วยนอก', en: 'Outpatient' },
    period: 'per_visit',
    limit: 800,
    available: 500,
  },
  next_stages: ['documents_requested', 'approved', 'partly_approved', 'rejected'],
  timeline: [],
  requests: [],
  documents: [],
  awaiting_review: false,
  ...over,
});

const reasons = {
  request: [
    { code: 'receipt_unreadable' as const, label: { th: 'อ่านไม่ออก', en: 'The receipt cannot be read' } },
  ],
  reject: [{ code: 'not_covered' as const, label: { th: 'ไม่คุ้มครอง', en: 'Not covered' } }],
};

function show(c: StaffClaimDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ClaimActions claim={c} reasons={reasons} />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('ClaimActions', () => {
  it('offers only the moves the stage allows', () => {
    show(claim({ stage: 'submitted', next_stages: ['under_review', 'rejected'] }));
    expect(screen.getByRole('button', { name: 'Start review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject claim' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    document.body.innerHTML = '';
    show(claim({ stage: 'paid', next_stages: [] }));
    expect(screen.getByText('This claim is paid: nothing more to do.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows what the benefit has left and refuses more than that, or than claimed, before sending', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show(claim({}));
    const form = screen.getByTestId('action-approve');
    expect(form.textContent).toContain('Outpatient has ฿500.00 left for this claim');
    const amount = within(form).getByLabelText('Amount to approve (฿)');
    fireEvent.change(amount, { target: { value: '700' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert').textContent).toContain('cannot be more than the claimed ฿600.00');
    fireEvent.change(amount, { target: { value: '550' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert').textContent).toContain(
      '฿500.00 left for this claim: approve at most that',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a request with its reason and the note in the language chosen, and says the member was told', async () => {
    const fetch = vi.fn(async () =>
      answer(200, {
        data: {
          id: claim({}).id,
          claim_no: 'EC2611-00000001',
          stage: 'documents_requested',
          status: 'in_process',
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    show(claim({}));
    const form = screen.getByTestId('action-request');
    fireEvent.click(within(form).getByRole('button', { name: 'Request document' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose why the document is needed.');
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'receipt_unreadable' } });
    fireEvent.change(within(form).getByLabelText('Note to the member (optional)'), {
      target: { value: 'Please send it again' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'English' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Request document' }));
    expect(await screen.findByText('Receipt requested. The member has been told.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/staff/claims/${claim({}).id}/stage`);
    expect(JSON.parse(init.body as string)).toEqual({
      stage: 'documents_requested',
      request_kind: 'receipt',
      request_reason: 'receipt_unreadable',
      note: 'Please send it again',
      note_lang: 'en',
    });
  });

  it("shows a server refusal in the error catalogue's English", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(409, {
          error: {
            code: 'CLAIM_STAGE_NOT_ALLOWED',
            message: { th: 'ไม่ได้', en: 'This claim cannot move to that stage now.' },
          },
        }),
      ),
    );
    show(claim({ stage: 'submitted', next_stages: ['under_review', 'rejected'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Start review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This claim cannot move to that stage now.');
  });
});
