/** The claims workspace's pure helpers: waited time in words and the queue's filters in the address bar. */
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, queueQuery, readClaimParams, waitedText, writeClaimParams } from './format';

describe('waitedText', () => {
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(waitedText((3 * 24 + 4) * 3600 + 59)).toBe('waiting 3 d 4 h');
    expect(waitedText(5 * 3600 + 12 * 60)).toBe('waiting 5 h 12 min');
    expect(waitedText(7 * 60 + 30)).toBe('waiting 7 min');
    expect(waitedText(20)).toBe('waiting < 1 min');
    expect(waitedText(-5)).toBe('waiting < 1 min');
  });
});

describe('the queue in the address bar', () => {
  it('writes only what differs from the defaults, beside the previewer view, and reads it back', () => {
    const filters = {
      ...NO_FILTERS,
      partner: 'siam-life',
      stage: 'approved' as const,
      min: '100',
      awaiting: true,
    };
    const id = '0b810adf-db8b-45ee-946a-aee50859aa44';
    const query = writeClaimParams('lang=th&tab=claims&stage=paid', filters, id);
    expect(query).toBe(`lang=th&tab=claims&partner=siam-life&stage=approved&min=100&awaiting=1&claim=${id}`);
    expect(readClaimParams(`?${query}`)).toEqual({ filters, claim: id });
    expect(writeClaimParams(query, NO_FILTERS, null)).toBe('lang=th&tab=claims');
  });

  it('drops what it cannot use', () => {
    expect(readClaimParams('?stage=nope&type=x&waited=5&min=-1&max=1e9&partner=A B&claim=../x')).toEqual({
      filters: NO_FILTERS,
      claim: null,
    });
  });

  it('asks the API for the chosen stages, age, amounts and documents to review', () => {
    expect(queueQuery(NO_FILTERS)).toEqual({
      partner_id: undefined,
      stage: undefined,
      claim_type: undefined,
      waited_hours: undefined,
      amount_min: undefined,
      amount_max: undefined,
      awaiting_review: undefined,
    });
    expect(
      queueQuery({ ...NO_FILTERS, stage: 'closed', type: 'sick', waited: '72', max: '5000', awaiting: true }),
    ).toMatchObject({
      stage: 'paid,rejected',
      claim_type: 'sick',
      waited_hours: 72,
      amount_max: 5000,
      awaiting_review: 'true',
    });
  });
});
