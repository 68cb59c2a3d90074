/** /search-idcard through the real router: the check digit is verified before anything is sent. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../../shared/api/errors';
import { answer, answerError } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const fetchMock = setUpSignedInMember();

describe('/search-idcard', () => {
  it('formats the number as typed and refuses a wrong check digit without calling the server', async () => {
    await renderApp('/en/search-idcard');
    const input = await screen.findByLabelText(/ID card number/);
    await userEvent.type(input, '1101700230709');
    expect((input as HTMLInputElement).value).toBe('1-1017-00230-70-9');
    await userEvent.click(screen.getByTestId('search-submit'));
    expect((await screen.findByText(/This ID card number is not valid/)).getAttribute('role')).toBe('alert');
    expect(fetchMock).not.toHaveBeenCalled();
    // What was typed stays.
    expect((input as HTMLInputElement).value).toBe('1-1017-00230-70-9');
  });

  it('offers the masked phones on file, then the official LINE account when none is the member’s', async () => {
    fetchMock.mockResolvedValue(
      answer('searchCards', {
        result: 'choose_phone',
        search_id: 's1',
        policies: [
          {
            insurer_name: { th: 'ไทยประกัน', en: 'Thai Insurance' },
            plan_name: null,
            type: 'group',
            card_no_masked: '••••0418',
          },
        ],
        phones: [
          { choice_id: 'p1', phone_masked: '081-xxx-7204' },
          { choice_id: 'p2', phone_masked: '093-xxx-8821' },
        ],
        line_oa_id: '@thaicaretpa',
      }),
    );
    await renderApp('/en/search-idcard');
    await userEvent.type(await screen.findByLabelText(/ID card number/), '1101700230708');
    await userEvent.click(screen.getByTestId('search-submit'));
    expect((await screen.findByTestId('choose-phone')).textContent).toContain('081-xxx-7204');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/cards/search');
    expect(JSON.parse(String(init.body))).toEqual({ national_id: '1101700230708' });
    await userEvent.click(screen.getByTestId('send-otp'));
    expect(screen.getByText('Please choose a phone number.').getAttribute('role')).toBe('alert');
    await userEvent.click(screen.getByTestId('none-mine'));
    expect(screen.getByTestId('line-oa-link').getAttribute('href')).toBe(
      'https://line.me/R/ti/p/@thaicaretpa',
    );
  });

  it('asks a relative’s relation before searching, then shows the server’s refusal above the button', async () => {
    fetchMock.mockResolvedValue(answerError('CARD_SEARCH_NOT_SELF'));
    await renderApp('/en/search-idcard-family');
    await userEvent.type(await screen.findByLabelText(/ID card number/), '1101700230708');
    await userEvent.click(screen.getByTestId('search-submit'));
    const relation = screen.getByTestId('family-relation');
    expect(relation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please fill in this field.').getAttribute('role')).toBe('alert');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.selectOptions(relation, 'sibling');
    expect(relation.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByTestId('search-submit'));
    expect((await screen.findByTestId('search-error')).textContent).toBe(
      errorMessage('CARD_SEARCH_NOT_SELF').en,
    );
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ national_id: '1101700230708', relation: 'sibling' });
  });
});
