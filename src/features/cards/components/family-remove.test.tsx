/** Removing a linked family member (issue 10: it could not be done): confirm first, then the list reloads. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const fetchMock = setUpSignedInMember();
const PERSON = '3f0c1a52-0d7e-4c55-9e4f-5b2a0e7d1c10';
const malee: DataOf<'listFamily'>[number] = {
  person_id: PERSON,
  name: 'Malee',
  surname: 'Jaidee',
  relation: 'child',
  birth_date: null,
  cards: [],
};

describe('/family-coverages', () => {
  it('removes a family member only after the member confirms, then shows the emptied list', async () => {
    let linked = true;
    const calls: string[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === `/api/v1/family/${PERSON}` && init?.method === 'DELETE') {
        linked = false;
        return answer('removeFamilyMember', { id: PERSON, deleted: true });
      }
      return answer('listFamily', linked ? [malee] : []);
    });
    await renderApp('/en/family-coverages');
    await userEvent.click(await screen.findByTestId('family-remove'));
    expect(await screen.findByText('Remove Malee Jaidee from My Family?')).toBeTruthy();
    // Keeping them changes nothing.
    await userEvent.click(screen.getByText('Keep'));
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(screen.getByTestId('family-remove'));
    await userEvent.click(await screen.findByTestId('family-remove-confirm'));
    await waitFor(() => expect(calls).toContain(`DELETE /api/v1/family/${PERSON}`));
    expect(await screen.findByTestId('family-empty')).toBeTruthy();
    expect(await screen.findByText('Malee Jaidee was removed from My Family')).toBeTruthy();
  });
});
