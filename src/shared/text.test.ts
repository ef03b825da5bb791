import { hasControlCharacters, withoutControlCharacters } from './text';

describe('withoutControlCharacters', () => {
  it('turns each run of control characters, line breaks and tabs into one space, and trims', () => {
    expect(withoutControlCharacters('\u0007Jane\u0000\r\nDoe\u001b\t')).toBe('Jane Doe');
    expect(withoutControlCharacters('Zoë 🌸 Ñandú')).toBe('Zoë 🌸 Ñandú');
  });

  it('leaves nothing a single-line field would refuse', () => {
    const everyControl = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('x') + '\u007f';
    expect(hasControlCharacters(withoutControlCharacters(everyControl))).toBe(false);
  });

  it('is empty when nothing printable is left, so the caller can fall back', () => {
    expect(withoutControlCharacters('\u0000\n\u007f ')).toBe('');
  });

  it('cuts to the maximum without splitting a surrogate pair', () => {
    expect(withoutControlCharacters('abc🌸', { max: 4 })).toBe('abc');
    expect(withoutControlCharacters('abc🌸', { max: 5 })).toBe('abc🌸');
  });
});
