import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../api/contract';
import { CARD_FORM_FIELDS as CONTRACT_FIELDS } from '../../../api/schemas/cards';
import { CARD_FORM_FIELDS, CARD_PATHS } from './keys';

describe('cards API paths', () => {
  it.each(Object.entries(CARD_PATHS))('%s matches the contract', (operationId, route) => {
    const op = OPERATIONS.find((o) => o.operationId === operationId);
    expect(op, `${operationId} is in src/api/contract.ts`).toBeDefined();
    expect({ method: op?.method, path: op?.path }).toEqual(route);
  });

  it('sends the card form fields the server reads', () => {
    expect(CARD_FORM_FIELDS).toEqual(CONTRACT_FIELDS);
  });
});
