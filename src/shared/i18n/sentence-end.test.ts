import { describe, expect, it } from 'vitest';
import { withoutDoubledPeriods } from './sentence-end';

describe('a period after a name that ends in one', () => {
  it('is dropped, wherever the name stands and however often', () => {
    const values = { organizationName: 'Flugdrekar ehf.' };
    expect(withoutDoubledPeriods('A pilot is no longer connected to Flugdrekar ehf..', values)).toBe(
      'A pilot is no longer connected to Flugdrekar ehf.',
    );
    expect(withoutDoubledPeriods('Flugdrekar ehf.. Flugdrekar ehf. has asked you.', values)).toBe(
      'Flugdrekar ehf. Flugdrekar ehf. has asked you.',
    );
    expect(withoutDoubledPeriods('Holder: J. R. R.. Tolkien', { name: 'J. R. R.' })).toBe('Holder: J. R. R. Tolkien');
  });

  it('stays after a name without one, and the message is left alone otherwise', () => {
    expect(withoutDoubledPeriods('Connected to Flugdrekar.', { organizationName: 'Flugdrekar' })).toBe('Connected to Flugdrekar.');
    expect(withoutDoubledPeriods('Wait...', { mark: '.' })).toBe('Wait...');
    expect(withoutDoubledPeriods('In 3 days.', { days: 3 })).toBe('In 3 days.');
    expect(withoutDoubledPeriods('Text.', undefined)).toBe('Text.');
  });
});
