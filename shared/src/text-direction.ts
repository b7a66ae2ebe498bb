/** Scripts written right to left. A language's catalogue needs no more than its file for its direction to be right. */
const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

/** The direction a language is written in (no catalogue needed: the PDF makers use it from scripts too). */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return RTL.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
