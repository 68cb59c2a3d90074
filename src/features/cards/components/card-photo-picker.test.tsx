/**
 * The card photo picker (issue 10's rough edge): a PDF or an 11 MB file is refused when chosen, not at
 * Save; a photo that cannot be shown is refused instead of shown broken; the form's error banner goes
 * once the fields are fixed.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFor } from '../../../testing/answers';
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
  fetchMock.mockImplementation(answerFor({ listInsurers: [], listFamily: [] }));
  useDraftCardStore
    .getState()
    .startAdd(
      { kind: 'self' },
      { company: 'Muang Thai Life Assurance', ins_code: '', insurerId: 'muang-thai-life' },
    );
});
afterEach(() => useDraftCardStore.getState().reset());

const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });

describe('the card photo picker', () => {
  it('refuses a PDF and a file over 10 MB as soon as they are chosen, keeping the photo chosen before', async () => {
    await renderApp('/en/add-card');
    const input = await screen.findByTestId('front-file');
    await userEvent.upload(input, pngFile());
    expect(await screen.findByTestId('front-preview')).toBeTruthy();

    // A phone's file picker may not honour `accept`: choose as if it did not.
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    expect(await screen.findByText('Please choose a JPG or PNG image.')).toBeTruthy();
    // The PNG chosen before is still the one shown.
    expect(screen.getByTestId('front-preview')).toBeTruthy();

    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(
      await screen.findByText('This image is larger than 10 MB. Please choose a smaller one.'),
    ).toBeTruthy();

    await userEvent.upload(input, pngFile());
    await waitFor(() => expect(screen.queryByText(/larger than 10 MB/)).toBeNull());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/cards')).toEqual([]);
  });

  it('keeps the reason a photo was refused when Save is pressed without another one', async () => {
    await renderApp('/en/add-card');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByTestId('front-file'),
      new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByTestId('card-save'));
    expect(await screen.findByTestId('card-form-error')).toBeTruthy();
    expect(screen.getByText('Please choose a JPG or PNG image.')).toBeTruthy();
  });

  it('refuses a photo that cannot be shown instead of showing it broken', async () => {
    await renderApp('/en/add-card');
    await userEvent.upload(
      await screen.findByTestId('back-file'),
      new File(['x'], 'back.jpg', { type: 'image/jpeg' }),
    );
    fireEvent.error(await screen.findByTestId('back-preview'));
    expect(await screen.findByText(/This image could not be read/)).toBeTruthy();
    expect(screen.queryByTestId('back-preview')).toBeNull();
  });

  it('takes the error banner away once every field the member was told about is fixed', async () => {
    await renderApp('/en/add-card');
    await userEvent.click(await screen.findByTestId('card-save'));
    expect(await screen.findByTestId('card-form-error')).toBeTruthy();
    await userEvent.type(screen.getByTestId('card-no'), 'MTL-1');
    await userEvent.type(screen.getByTestId('card-name'), 'Somchai Jaidee');
    chooseDate('card-start', '2026-01-01');
    expect(screen.getByTestId('card-form-error')).toBeTruthy();
    chooseDate('card-due', '2026-12-31');
    await userEvent.upload(screen.getByTestId('front-file'), pngFile());
    expect(screen.getByTestId('card-form-error')).toBeTruthy();
    await userEvent.upload(
      screen.getByTestId('back-file'),
      new File(['x'], 'back.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.queryByTestId('card-form-error')).toBeNull());
  });
});
