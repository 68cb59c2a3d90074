/** /edit-card and /edit-card-family without an id (issue 10: they were blank, a skeleton for ever). */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFor } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';
import { useDraftCardStore } from '../stores/draft-card-store';

const fetchMock = setUpSignedInMember();
afterEach(() => useDraftCardStore.getState().reset());

describe('the edit screens without a card id', () => {
  it.each(['/edit-card', '/en/edit-card-family'])(
    '%s says the card was not found and leads to the cards',
    async (path) => {
      fetchMock.mockImplementation(answerFor({ listInsurers: [], listFamily: [] }));
      await renderApp(path);
      const state = await screen.findByTestId('card-not-found');
      expect(state.querySelector('a')?.getAttribute('href')).toBe(
        path.startsWith('/en') ? '/en/coverages' : '/coverages',
      );
    },
  );
});
