import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, withErrorReference } from './api-client.ts';
import { serverErrorReference } from './error-reporting.ts';

const serverError = new ApiError(500, 'Something went wrong. Please try again.', 'INTERNAL', {
  reference: '3f9a1c02be7d',
});

describe('references of server errors', () => {
  it('names the reference of a 5xx the server logged', () => {
    expect(errorMessage(serverError, 'Could not save.')).toBe(
      'Something went wrong. Please try again. (Reference: 3f9a1c02be7d)',
    );
    expect(withErrorReference('The comment was not added.', serverError)).toBe(
      'The comment was not added. (Reference: 3f9a1c02be7d)',
    );
    expect(serverErrorReference(serverError)).toBe('3f9a1c02be7d');
  });

  it('leaves other errors as they are', () => {
    const refused = new ApiError(400, 'Please enter a title', 'BAD_REQUEST', { reference: 'x' });
    expect(errorMessage(refused, 'Could not save.')).toBe('Please enter a title');
    expect(serverErrorReference(refused)).toBeNull();
    const offline = new ApiError(0, 'offline');
    expect(errorMessage(offline, 'Could not save.')).toBe('Could not save.');
    expect(errorMessage(new ApiError(502, 'Bad Gateway (502)'), 'x')).toBe('Bad Gateway (502)');
    expect(errorMessage(new Error('boom'), 'Could not save.')).toBe('Could not save.');
  });
});
