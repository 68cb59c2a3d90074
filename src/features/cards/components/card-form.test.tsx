/** The add-card form through the real router: a failed save keeps everything the member typed. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, answerFor } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';
import { useDraftCardStore } from '../stores/draft-card-store';

/** Chooses an ISO date in the app's date input whose first list has the id `id` (day, month, year). */
function chooseDate(id: string, iso: string) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  fireEvent.change(document.getElementById(id)!, { target: { value: String(Number(day)) } });
  fireEvent.change(document.getElementById(`${id}-month`)!, { target: { value: String(Number(month)) } });
  fireEvent.change(document.getElementById(`${id}-year`)!, { target: { value: year } });
}

const fetchMock = setUpSignedInMember();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  useDraftCardStore.getState().reset();
});

describe('/add-card', () => {
  it('keeps every field and photo after "card save failed", and marks the field the server named', async () => {
    useDraftCardStore
      .getState()
      .startAdd(
        { kind: 'self' },
        { company: 'Muang Thai Life Assurance', ins_code: '', insurerId: 'muang-thai-life' },
      );
    fetchMock.mockImplementation(
      answerFor({
        listInsurers: [],
        listFamily: [],
        createCard: () =>
          answerError('CARD_SAVE_FAILED', {
            details: [
              { path: 'front_image', code: 'file_mismatch', message: 'Not a JPEG.' },
              // The request-wide text and date rules (shared/rules/text.ts), translated on their field.
              { path: 'card_no', code: 'text_control_characters', message: 'Control characters.' },
              { path: 'start_date', code: 'date_out_of_range', message: 'A date from 1900 to 2200.' },
            ],
          }),
      }),
    );
    await renderApp('/en/add-card');
    expect((await screen.findByTestId('card-company-chosen')).textContent).toBe('Muang Thai Life Assurance');
    await userEvent.type(screen.getByTestId('card-no'), 'MTL-1');
    await userEvent.type(screen.getByTestId('card-name'), 'Somchai Jaidee');
    chooseDate('card-start', '2026-01-01');
    chooseDate('card-due', '2026-12-31');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('front-file'), png);
    await userEvent.upload(
      screen.getByTestId('back-file'),
      new File(['x'], 'back.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByTestId('card-save'));

    await waitFor(() =>
      expect(screen.getByTestId('card-form-error').textContent).toBe(
        "We couldn't save the card. What you entered is kept; please try again.",
      ),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/v1/cards') as [string, RequestInit];
    const sent = init.body as FormData;
    expect(sent.get('insurer_id')).toBe('muang-thai-life');
    expect(sent.get('card_no')).toBe('MTL-1');
    expect((sent.get('front_image') as File).name).toBe('front.png');
    // Nothing lost: the fields, the draft store and the photo previews are all still there.
    expect((screen.getByTestId('card-no') as HTMLInputElement).value).toBe('MTL-1');
    expect((document.getElementById('card-due-year') as HTMLSelectElement).value).toBe('2026');
    expect(useDraftCardStore.getState().draftCard.dueDate).toBe('2026-12-31');
    expect(useDraftCardStore.getState().draftCard).toMatchObject({
      noCard: 'MTL-1',
      name_ins: 'Somchai Jaidee',
    });
    expect(useDraftCardStore.getState().isAddCard).toBe(true);
    expect(screen.getByTestId('front-preview')).toBeTruthy();
    expect(screen.getByTestId('back-preview')).toBeTruthy();
    expect(screen.getByText('Please choose a JPG or PNG image.')).toBeTruthy();
    expect(
      screen.getByText('This contains characters that cannot be used. Please type it again.'),
    ).toBeTruthy();
    expect(screen.getByText('Please enter a date between 1900 and 2200.')).toBeTruthy();
  });

  it('cancel resets the draft and both flags', async () => {
    useDraftCardStore
      .getState()
      .startAdd({ kind: 'self' }, { company: 'AIA', ins_code: '', insurerId: 'other' });
    useDraftCardStore.getState().setDraft({ noCard: 'X-1' });
    fetchMock.mockResolvedValue(answer('listCards', { group: [], individual: [], self_added: [] }));
    const { router } = await renderApp('/en/add-card');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(useDraftCardStore.getState()).toMatchObject({ isAddCard: false, isEditCard: false });
    expect(useDraftCardStore.getState().draftCard.noCard).toBe('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/coverages'));
  });
});
