import { describe, expect, it } from 'vitest';
import { emailText, nameText, proseText } from './plain-text';

const name = nameText('First name', 80);
const problem = (schema: typeof name, value: string) => schema.safeParse(value).error?.issues[0]?.message;

describe('names', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['a C1 control', 'Ada\u0085'],
    ['a line break', 'Ada\nLovelace'],
    ['a right-to-left override', '\u202EAda'],
    ['a left-to-right isolate', 'Ada\u2066'],
    ['a zero-width space', 'A\u200Bda'],
    ['a byte-order mark', 'Ad\uFEFFa'],
  ])('refuses %s, saying why', (_label, value) => {
    expect(problem(name, value)).toMatch(/^First name must not hold /);
  });

  it('stores one spelling of the same letters (NFC)', () => {
    expect(name.parse('Zoe\u0301')).toBe('Zoé');
    expect(name.parse('Zoe\u0301')).toBe(name.parse('Zo\u00E9'));
  });

  it('keeps HTML-looking text as text: rendering decides, not refusal', () => {
    expect(name.parse('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('free text', () => {
  it('keeps line breaks, tabs and emoji joiners, and refuses the rest', () => {
    expect(proseText('Notes', 100).parse('Line one\n\tLine two 👩\u200D💻')).toBe('Line one\n\tLine two 👩\u200D💻');
    expect(problem(proseText('Notes', 100) as unknown as typeof name, 'a\u0000b')).toBe(
      'Notes must not hold control characters.',
    );
  });
});

describe('e-mails', () => {
  it('refuses invisible characters and stores lower case', () => {
    expect(problem(emailText('E-mail') as unknown as typeof name, 'a\u200B@b.co')).toBe(
      'E-mail must not hold invisible (zero-width) characters.',
    );
    expect(emailText('E-mail').parse('Ada@Example.ORG')).toBe('ada@example.org');
  });
});
