/**
 * Bodies an attacker or a broken client might send: not objects, missing and extra fields, wrong types,
 * huge strings, odd unicode and injection-looking text. Each must be refused with a 4xx and a message.
 */
const HUGE = 'x'.repeat(100_000);
const ODD_TEXT = [
  '\u202Eadmin',
  'ad\u200Bmin',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '{"$gt":""}',
  '../../etc/passwd',
  '\u0000',
  '',
  ' ',
  'a/b',
  '..',
  '__reserved__',
  'x'.repeat(129),
];

export interface BadBody {
  label: string;
  body: unknown;
  /** Not a JSON object: the platform's JSON parser refuses it (400) before our code runs. */
  refusedByParser?: boolean;
}

/**
 * `valid` is a body the route accepts; `strict` names the fields where any unexpected text is invalid (enums, ids,
 * e-mails), as opposed to free text such as a password where odd unicode is allowed.
 */
export function badBodies(valid: Record<string, unknown>, strict: string[]): BadBody[] {
  const out: BadBody[] = [
    { label: 'null', body: null, refusedByParser: true },
    { label: 'a string', body: 'hello', refusedByParser: true },
    { label: 'a number', body: 42, refusedByParser: true },
    { label: 'true', body: true, refusedByParser: true },
    { label: 'an array', body: [valid] },
    { label: 'an empty array', body: [] },
    { label: 'an empty object', body: {} },
    { label: 'an extra field', body: { ...valid, isAdmin: true } },
    { label: 'an extra school_id field', body: { ...valid, school_id_override: 'northside-high' } },
    {
      label: 'a __proto__ field',
      // A route whose body is empty ({}) has no other fields to keep.
      body: JSON.parse(
        `{"__proto__": {"role": "Admin"}${JSON.stringify(valid)
          .slice(1, -1)
          .replace(/^(?=.)/, ', ')}}`,
      ),
    },
  ];
  for (const field of Object.keys(valid)) {
    const without = { ...valid };
    delete without[field];
    out.push({ label: `${field} missing`, body: without });
    for (const [kind, value] of [
      ['null', null],
      ['a number', 7],
      ['a boolean', true],
      ['an array', ['x']],
      ['an object', { a: 1 }],
    ] as const) {
      if (typeof valid[field] === 'boolean' && kind === 'a boolean') continue;
      out.push({ label: `${field} as ${kind}`, body: { ...valid, [field]: value } });
    }
    if (typeof valid[field] === 'string')
      out.push({ label: `${field} 100,000 characters long`, body: { ...valid, [field]: HUGE } });
  }
  for (const field of strict) {
    for (const text of ODD_TEXT)
      out.push({ label: `${field} as ${JSON.stringify(text)}`, body: { ...valid, [field]: text } });
  }
  return out;
}
