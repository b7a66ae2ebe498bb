import { describe, expect, it } from 'vitest';
import { fieldOfMessage } from './field-errors';

describe('fieldOfMessage', () => {
  const labels = { name: 'Round name', commentMaxChars: 'Comment length', publishOn: 'Publish on' };
  it('finds the field whose label the message starts with', () => {
    expect(fieldOfMessage('Comment length must be at least 50 characters.', labels)).toBe('commentMaxChars');
    expect(fieldOfMessage('Publish on must be on or after the date teachers finish by.', labels)).toBe('publishOn');
  });
  it('answers null for a message about no field', () => {
    expect(fieldOfMessage('This report round was closed.', labels)).toBeNull();
  });
});
