/**
 * Compile-time proof that callApi is typed from the contract: tsc checks this file (npm run typecheck),
 * and each `@ts-expect-error` fails the check if the call below it ever type-checks. The calls sit in
 * a function that is never run; the runtime test checks that callApi sends what the table says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../../shared/api/all-routes';
import { answer } from '../testing/answers';
import { callApi, type ResponseOf } from './api-client';

function typeChecks(form: FormData) {
  // Right calls.
  void callApi('listCards');
  void callApi('changePassword', {
    body: { current_password: 'a', new_password: 'b', new_password_confirmation: 'b', lang: 'th' },
  });
  void callApi('getCard', { params: { id: 'c1' } });
  void callApi('getHome', { query: { lang: 'en' } });
  void callApi('getHome');
  void callApi('postHome');
  void callApi('createCard', { body: form });
  void callApi('updateCard', { params: { id: 'c1' }, body: form });
  void callApi('createFamilyCard', { params: { personId: 'p1' }, body: form });

  // An operation the contract does not define.
  // @ts-expect-error 'getPizza' is not an operationId
  void callApi('getPizza');
  // A path instead of an operationId.
  // @ts-expect-error paths are not operation ids
  void callApi('/api/v1/cards');
  // A body the operation does not take.
  // @ts-expect-error listCards takes no body
  void callApi('listCards', { body: { a: 1 } });
  // A body of the wrong shape.
  // @ts-expect-error changePassword's body needs current_password
  void callApi('changePassword', { body: { new_password: 'b', new_password_confirmation: 'b' } });
  // Path parameters are required exactly when the operation has them.
  // @ts-expect-error getCard needs params.id
  void callApi('getCard');
  // @ts-expect-error getCard needs params.id, not params.cardId
  void callApi('getCard', { params: { cardId: 'c1' } });
  // @ts-expect-error listCards has no path parameters
  void callApi('listCards', { params: { id: 'c1' } });
  // A query the operation does not take, or of the wrong shape.
  // @ts-expect-error listCards has no query
  void callApi('listCards', { query: { lang: 'th' } });
  // @ts-expect-error lang is th or en
  void callApi('getHome', { query: { lang: 'fr' } });
  // Multipart operations take FormData, not a JSON body.
  // @ts-expect-error createCard takes FormData
  void callApi('createCard', { body: { card_no: '1' } });
  // @ts-expect-error createCard needs its form
  void callApi('createCard');
  // JSON operations do not take FormData.
  // @ts-expect-error changePassword's body is JSON
  void callApi('changePassword', { body: form });

  // The answer is the contract's.
  const answer = null as unknown as ResponseOf<'getMe'>;
  const username: string | null = answer.data.username;
  // @ts-expect-error the profile has no such field
  void answer.data.pizza;
  return username;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('is typed from the contract (see the @ts-expect-error lines, checked by tsc)', () => {
    expect(typeof typeChecks).toBe('function');
  });

  it('calls the method and path of the route table, with path parameters filled in', async () => {
    const fetch = vi.fn(async () => answer('deleteBenefit', { id: 'x', deleted: true }));
    vi.stubGlobal('fetch', fetch);
    await expect(callApi('deleteBenefit', { params: { id: 'c 1', benefitId: 'b2' } })).resolves.toEqual({
      data: { id: 'x', deleted: true },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(API_ROUTES.deleteBenefit).toEqual({
      method: 'DELETE',
      path: '/api/v1/cards/{id}/benefits/{benefitId}',
    });
    expect(url).toBe('/api/v1/cards/c%201/benefits/b2');
    expect(init.method).toBe('DELETE');
  });
});
