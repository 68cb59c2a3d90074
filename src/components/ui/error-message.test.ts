import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { isMalformedId, isNotFound } from './error-message';

describe('isMalformedId', () => {
  it('treats a validation error about a path parameter as "page not found"', () => {
    const details = [{ path: 'params.id', code: 'invalid_format', message: 'Invalid UUID' }];
    expect(isMalformedId(new ApiRequestError(400, 'VALIDATION_FAILED', null, details))).toBe(true);
  });

  it('leaves validation errors about the body, and other errors, alone', () => {
    const body = [{ path: 'body.card_no', code: 'too_small', message: '' }];
    expect(isMalformedId(new ApiRequestError(400, 'VALIDATION_FAILED', null, body))).toBe(false);
    expect(isMalformedId(new ApiRequestError(404, 'NOT_FOUND', null))).toBe(false);
    expect(isMalformedId(new Error('x'))).toBe(false);
  });
});

describe('isNotFound', () => {
  it('is a 404 or an id that is not one', () => {
    const details = [{ path: 'params.id', code: 'invalid_format', message: 'Invalid UUID' }];
    expect(isNotFound(new ApiRequestError(404, 'NOT_FOUND', null))).toBe(true);
    expect(isNotFound(new ApiRequestError(400, 'VALIDATION_FAILED', null, details))).toBe(true);
    expect(isNotFound(new ApiRequestError(500, 'INTERNAL', null))).toBe(false);
    expect(isNotFound(new ApiRequestError(0, 'NETWORK_ERROR', null))).toBe(false);
  });
});
