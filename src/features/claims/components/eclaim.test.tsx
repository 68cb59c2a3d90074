/**
 * /e-claim through the real router against a stubbed draft: each step checks only its own fields with
 * the shared rules, one error summary takes the focus and links to each field, a new step takes the
 * focus on its heading and is announced, typing is saved to the draft after a pause, the treatment
 * date is the app's date input (Buddhist-era years in Thai, ISO to the server), and a refused submit
 * says why under the server's message.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../shared/api/errors';
import type { BodyOf } from '../../../lib/api-client';
import { answer, answerError, answerFor, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const fetchMock = setUpSignedInMember();

type Draft = NonNullable<DataOf<'getEclaimDraft'>>;

const DRAFT: Draft = {
  id: '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
  card: {
    id: '0b8e6c1a-2f3d-4e5a-9b6c-7d8e9f0a1b2c',
    type: 'group',
    card_no: 'G-0418',
    insured_name: 'Kanyarat Srisuk',
    insurer_name: { th: 'ไทยประกัน', en: 'Thai Insurance' },
  },
  step: 'information',
  fields: {},
  provider: null,
  attachments: [],
  version: 1,
  updated_at: '2026-11-27T08:00:00.000Z',
};

type SaveBody = BodyOf<'saveEclaimDraft'>;

/** A draft on the stubbed server: saves merge into it; `submit` answers the submit. */
function serve(start: Draft, submit?: () => Response) {
  let draft = start;
  const saves: SaveBody[] = [];
  fetchMock.mockImplementation(
    answerFor({
      getEclaimDraft: () => draft,
      saveEclaimDraft: (request) => {
        const body = request.body as SaveBody;
        saves.push(body);
        draft = {
          ...draft,
          step: body.step ?? draft.step,
          fields: { ...draft.fields, ...body.fields },
          version: draft.version + 1,
        };
        return draft;
      },
      ...(submit ? { submitEclaim: submit } : {}),
    }),
  );
  return saves;
}

describe('/e-claim', () => {
  it('checks only the information step, focuses the summary and saves what is typed', async () => {
    const saves = serve(DRAFT);
    await renderApp('/en/e-claim');
    const email = await screen.findByLabelText(/Email for the decision/);
    await userEvent.click(screen.getByTestId('eclaim-next'));
    const summary = await screen.findByTestId('eclaim-error-summary');
    expect(within(summary).getByRole('heading').textContent).toBe(
      'Your e-Claim is incomplete. Please check the items marked below.',
    );
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // The documents are the next step's business: not a word about them yet.
    expect(screen.queryByText('Please attach at least one receipt.')).toBeNull();
    expect(saves).toEqual([]);

    await userEvent.type(email, 'kanyarat@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(saves).toContainEqual({ fields: { email: 'kanyarat@example.com' } }), {
      timeout: 3000,
    });
    // Still incomplete: the summary stays while other fields are marked, without the corrected one.
    expect(
      within(screen.getByTestId('eclaim-error-summary')).queryByText(/Email for the decision/),
    ).toBeNull();
    expect(within(screen.getByTestId('eclaim-error-summary')).getByText(/Medical expenses/)).toBeTruthy();
  });

  it.each([
    [
      'en',
      '/en/e-claim',
      'Your e-Claim is incomplete. Please check the items marked below.',
      'Symptoms or cause',
      'Hospital or clinic',
    ],
    [
      'th',
      '/e-claim',
      'ข้อมูล e-Claim ยังไม่ครบถ้วน กรุณาตรวจสอบรายการที่มีเครื่องหมายแจ้งเตือน',
      'อาการหรือสาเหตุ',
      'สถานพยาบาลที่เข้ารับการรักษา',
    ],
  ])(
    '%s: an empty Next raises one alert, a summary whose links focus each field',
    async (_lng, path, title, symptom, provider) => {
      serve(DRAFT);
      await renderApp(path);
      await screen.findByTestId('eclaim-next');
      await userEvent.click(screen.getByTestId('eclaim-next'));
      const summary = await screen.findByTestId('eclaim-error-summary');
      // One alert for the whole step, not one per field.
      expect(screen.getAllByRole('alert').filter((a) => a.textContent)).toEqual([summary]);
      expect(within(summary).getByRole('heading').textContent).toBe(title);
      const links = within(summary).getAllByRole('link');
      // email, claim type, benefit, treatment type, date, symptom, provider, amount, for whom.
      expect(links).toHaveLength(9);
      await waitFor(() => expect(document.activeElement).toBe(summary));

      // Each link moves focus to its field; the field's own error is linked to it.
      const symptomLink = links.find((l) => l.textContent?.startsWith(symptom))!;
      await userEvent.click(symptomLink);
      const chooseSymptom = screen.getByTestId('choose-symptom');
      expect(document.activeElement).toBe(chooseSymptom);
      expect(chooseSymptom.getAttribute('aria-describedby')).toContain('symptom-error');
      expect(document.getElementById('symptom-error')?.textContent).toBeTruthy();

      await userEvent.click(links.find((l) => l.textContent?.startsWith(provider))!);
      const chooseProvider = screen.getByTestId('choose-provider');
      expect(document.activeElement).toBe(chooseProvider);
      expect(chooseProvider.getAttribute('aria-describedby')).toContain('provider-error');

      await userEvent.click(links[0]!);
      const email = document.getElementById('email')!;
      expect(document.activeElement).toBe(email);
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(email.getAttribute('aria-describedby')).toContain('email-error');

      await userEvent.click(links[4]!);
      expect(document.activeElement?.id).toBe('admit_date');
      expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    },
  );

  it.each([
    ['en', '/en/e-claim', 'Step 1 of 4: Details', 'Details'],
    ['th', '/e-claim', 'ขั้นตอนที่ 1 จาก 4: กรอกข้อมูล', 'กรอกข้อมูล'],
  ])('%s: a new step takes the focus on its heading and is announced', async (_lng, path, said, heading) => {
    serve({ ...DRAFT, step: 'attachments', fields: { for_insured: true } });
    await renderApp(path);
    await screen.findByTestId('eclaim-next');
    // The first screen is the route's: no step announcement yet.
    expect(screen.getByTestId('eclaim-step-announcer').textContent).toBe('');
    const backs = screen.getAllByRole('button', { name: path.startsWith('/en') ? 'Back' : 'ย้อนกลับ' });
    await userEvent.click(backs.at(-1)!);
    const h2 = await screen.findByRole('heading', { level: 2, name: heading });
    await waitFor(() => expect(document.activeElement).toBe(h2));
    expect(h2.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByTestId('eclaim-step-announcer').textContent).toBe(said);
  });

  it('goes on to the documents with the focus on their heading once the details are complete', async () => {
    const saves = serve({
      ...DRAFT,
      fields: {
        email: 'kanyarat@example.com',
        claim_type: 'sick',
        benefit_type: 'opd',
        admit_type: 'opd',
        admit_date: '2026-11-20',
        symptom_code: 'fever',
        provider_code: 'H-0001',
        amount: '1450',
        for_insured: true,
      },
    });
    await renderApp('/en/e-claim');
    await userEvent.click(await screen.findByTestId('eclaim-next'));
    await waitFor(() => expect(saves).toContainEqual({ step: 'attachments' }));
    const h2 = await screen.findByRole('heading', { level: 2, name: 'Documents' });
    await waitFor(() => expect(document.activeElement).toBe(h2));
    expect(screen.getByTestId('eclaim-step-announcer').textContent).toBe('Step 2 of 4: Documents');
  });

  it('takes the treatment date in Buddhist-era years in Thai and saves it as an ISO date', async () => {
    const saves = serve(DRAFT);
    await renderApp('/e-claim');
    const group = await screen.findByRole('group', { name: /วันที่เข้ารับการรักษา/ });
    fireEvent.change(within(group).getByLabelText('วันที่'), { target: { value: '20' } });
    fireEvent.change(within(group).getByLabelText('เดือน'), { target: { value: '11' } });
    const year = within(group).getByLabelText('ปี พ.ศ.') as HTMLSelectElement;
    expect(within(year).getByRole('option', { name: '2569' })).toBeTruthy();
    fireEvent.change(year, { target: { value: '2026' } });
    await waitFor(() => expect(saves).toContainEqual({ fields: { admit_date: '2026-11-20' } }), {
      timeout: 3000,
    });
    // An unfinished date is never sent; the draft keeps none until it is whole.
    expect(saves.some((b) => b.fields?.admit_date && !/^\d{4}-\d{2}-\d{2}$/.test(b.fields.admit_date))).toBe(
      false,
    );
  });

  it('says a day its month does not have, rather than "required"', async () => {
    serve(DRAFT);
    await renderApp('/en/e-claim');
    const group = await screen.findByRole('group', { name: /Date of treatment/ });
    fireEvent.change(within(group).getByLabelText('Day'), { target: { value: '31' } });
    fireEvent.change(within(group).getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(within(group).getByLabelText('Year'), { target: { value: '2026' } });
    await userEvent.click(screen.getByTestId('eclaim-next'));
    const summary = await screen.findByTestId('eclaim-error-summary');
    expect(within(summary).getByText(/Date of treatment: This date does not exist/)).toBeTruthy();
  });

  it('asks for the documents on the documents step; Back checks nothing and clears them', async () => {
    const saves = serve({ ...DRAFT, step: 'attachments', fields: { for_insured: false } });
    await renderApp('/en/e-claim');
    await userEvent.click(await screen.findByTestId('eclaim-next'));
    const summary = await screen.findByTestId('eclaim-error-summary');
    expect(within(summary).getByText('Receipts: Please attach at least one receipt.')).toBeTruthy();
    expect(
      screen.getByText("Please attach the insured person's bank book page.", { selector: 'p' }),
    ).toBeTruthy();
    // The link goes to the kind's "Take photo", whose visible label shows the focus.
    await userEvent.click(within(summary).getByText(/^Receipts:/));
    expect(document.activeElement).toBe(screen.getByTestId('camera-receipt'));
    expect(screen.getByTestId('camera-receipt').getAttribute('aria-describedby')).toBe(
      'attach-receipt-error',
    );
    // Back to the information: no check, and the step's problems go with the banner.
    // (The last "Back": the first is the top bar's.)
    await userEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);
    await waitFor(() => expect(saves).toContainEqual({ step: 'information' }));
    await screen.findByLabelText(/Email for the decision/);
    await waitFor(() => expect(screen.queryByTestId('eclaim-error-summary')).toBeNull());
  });

  it.each([
    ['/en/e-claim', 0, 'No other documents attached yet'],
    ['/en/e-claim', 1, '1 file attached'],
    ['/en/e-claim', 2, '2 files attached'],
    ['/e-claim', 0, 'ยังไม่ได้แนบเอกสารอื่น'],
    ['/e-claim', 1, 'แนบแล้ว 1 ไฟล์'],
  ])('%s: counts %i other documents in words that fit', async (path, count, said) => {
    const other = (i: number): Draft['attachments'][number] => ({
      id: `0b8e6c1a-2f3d-4e5a-9b6c-7d8e9f0a1b2${i}`,
      kind: 'other',
      filename: `bill-${i}.pdf`,
      size: 1000,
      mime: 'application/pdf',
      status: 'received',
      upload_id: `u${i}`,
      created_at: '2026-11-27T08:00:00.000Z',
    });
    serve({ ...DRAFT, step: 'attachments', attachments: Array.from({ length: count }, (_, i) => other(i)) });
    await renderApp(path);
    expect(await screen.findByText(said)).toBeTruthy();
  });

  it.each([
    ['/en/e-claim', 'Your claim has been sent'],
    ['/e-claim', 'ส่งเคลมเรียบร้อยแล้ว'],
  ])('%s: a sent claim moves the focus to the success title and says so', async (path, title) => {
    const claim: DataOf<'submitEclaim'>['claim'] = {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      claim_no: 'CL2611-000123',
      stage: 'submitted',
      status: 'in_process',
      claim_type: 'sick',
      service_date: '2026-11-20',
      card_id: DRAFT.card!.id,
      card_type: 'group',
      card_no: 'G-0418',
      company_name: { th: 'ไทยประกัน', en: 'Thai Insurance' },
      insured_person_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      insured_name: 'Kanyarat Srisuk',
      is_self: true,
      amount: 1450,
      currency: 'THB',
      updated_at: '2026-11-27T08:00:00.000Z',
    };
    serve({ ...DRAFT, step: 'preview' }, () => answer('submitEclaim', { claim }));
    await renderApp(path);
    await userEvent.click(await screen.findByTestId('eclaim-submit'));
    const heading = await screen.findByRole('heading', { name: title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('eclaim-step-announcer').textContent).toBe(title);
  });

  it('keeps the preview and shows the server message with its reason when the submit is refused', async () => {
    serve({ ...DRAFT, step: 'preview' }, () =>
      answerError('CLAIM_SUBMIT_FAILED', {
        details: { reason: { th: 'วันที่อยู่นอกความคุ้มครอง', en: 'The admit date is outside the cover.' } },
      }),
    );
    await renderApp('/en/e-claim');
    await userEvent.click(await screen.findByTestId('eclaim-submit'));
    expect((await screen.findByTestId('submit-error')).textContent).toBe(
      errorMessage('CLAIM_SUBMIT_FAILED').en,
    );
    expect(screen.getByTestId('submit-reason').textContent).toBe('The admit date is outside the cover.');
    expect(screen.getByTestId('preview-information')).toBeTruthy();
  });
});
