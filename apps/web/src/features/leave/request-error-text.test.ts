import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { requestErrorText } from './request-form';

const GENERAL = 'An error occurred. Please try again later.';

/** docs/product/http-contract.md#screen-messages's request form messages, chosen by the answer's code (docs/product/http-contract.md#error-codes), not its text. */
describe('requestErrorText', () => {
  it('shows taken dates and the balance rule as the server words them', () => {
    const taken = new ApiError(409, {
      code: 'LEAVE_DATES_TAKEN',
      message: 'Selected dates are already requested for a holiday.',
    });
    const notEnough = new ApiError(400, {
      code: 'NOT_ENOUGH_DAYS',
      message: 'Not enough holiday days left: 2 days left.',
    });

    expect(requestErrorText(taken)).toBe('Selected dates are already requested for a holiday.');
    expect(requestErrorText(notEnough)).toBe('Not enough holiday days left: 2 days left.');
  });

  it('shows what is wrong with the dates, ending with a full stop', () => {
    const toBeforeFrom = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'The to date must be a date after or equal to from date',
      errors: { to_date: ['The to date must be a date after or equal to from date'] },
    });

    expect(requestErrorText(toBeforeFrom)).toBe('The to date must be a date after or equal to from date.');
  });

  it('answers anything else, whatever its text, with the general sentence', () => {
    const sameTextOtherCode = new ApiError(409, {
      code: 'CONFLICT',
      message: 'Selected dates are already requested for a holiday.',
    });
    const otherField = new ApiError(400, { code: 'VALIDATION_FAILED', message: 'Bad', errors: { notes: ['Bad'] } });

    expect(requestErrorText(sameTextOtherCode)).toBe(GENERAL);
    expect(requestErrorText(otherField)).toBe(GENERAL);
    expect(requestErrorText(new Error('offline'))).toBe(GENERAL);
  });
});
