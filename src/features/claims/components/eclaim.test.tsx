/**
 * /e-claim through the real router against a stubbed draft: each step checks only its own fields with
 * the shared rules, the first problem takes the focus, typing is saved to the draft after a pause, and
 * a refused submit says why under the server's message.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../shared/api/errors';
import type { BodyOf } from '../../../lib/api-client';
import { answerError, answerFor, type DataOf } from '../../../testing/answers';
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
  it('checks only the information step, focuses the first problem and saves what is typed', async () => {
    const saves = serve(DRAFT);
    await renderApp('/en/e-claim');
    const email = await screen.findByLabelText(/Email for the decision/);
    await userEvent.click(screen.getByTestId('eclaim-next'));
    expect((await screen.findByTestId('eclaim-error')).textContent).toBe(
      'Your e-Claim is incomplete. Please check the items marked below.',
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    // The documents are the next step's business: not a word about them yet.
    expect(screen.queryByText('Please attach at least one receipt.')).toBeNull();
    expect(saves).toEqual([]);

    await userEvent.type(email, 'kanyarat@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(saves).toContainEqual({ fields: { email: 'kanyarat@example.com' } }), {
      timeout: 3000,
    });
    // Still incomplete: the banner stays while other fields are marked.
    expect(screen.getByTestId('eclaim-error')).toBeTruthy();
  });

  it('asks for the documents on the documents step; Back checks nothing and clears them', async () => {
    const saves = serve({ ...DRAFT, step: 'attachments', fields: { for_insured: false } });
    await renderApp('/en/e-claim');
    await userEvent.click(await screen.findByTestId('eclaim-next'));
    expect(await screen.findByText('Please attach at least one receipt.')).toBeTruthy();
    expect(screen.getByText("Please attach the insured person's bank book page.")).toBeTruthy();
    expect(screen.getByTestId('eclaim-error')).toBeTruthy();
    // Back to the information: no check, and the step's problems go with the banner.
    // (The last "Back": the first is the top bar's.)
    await userEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);
    await waitFor(() => expect(saves).toContainEqual({ step: 'information' }));
    await screen.findByLabelText(/Email for the decision/);
    await waitFor(() => expect(screen.queryByTestId('eclaim-error')).toBeNull());
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
