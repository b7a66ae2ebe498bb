import type { InvitationLetter } from '@academy/shared/invitations-api';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentI18n } from '@/lib/document-i18n';
import { pdfLines } from '@academy/shared/pdf-read';
import { familiesOf, invitationLettersPdf, joinAddress } from './invitation-letters';

const letter = (id: string, code: string, children: string[], family: string): InvitationLetter => ({
  personType: 'parents',
  personId: id,
  name: `Parent ${id}`,
  code,
  children,
  family,
});

const LETTERS = [
  letter('p1', '7KQ-M4X-2PD', ['Ada Okafor', 'Ben Okafor'], 'children/s1,s2'),
  letter('p2', 'ABC-DEF-GHJ', ['Cleo Smith'], 'children/s3'),
  letter('p3', '234-567-89A', ['Ada Okafor', 'Ben Okafor'], 'children/s1,s2'),
];

/** What a page draws, with its text as the hex strings pdf-lib writes for the standard fonts. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n');
}
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('invitation letters', () => {
  it('groups letters by family, keeping the order they came in', () => {
    const families = familiesOf(LETTERS);
    expect(families.map((f) => f.people.map((p) => p.personId))).toEqual([['p1', 'p3'], ['p2']]);
    expect(families[0]!.children).toEqual(['Ada Okafor', 'Ben Okafor']);
  });

  it('makes one page per family naming the children, with each code and its /join address', async () => {
    const bytes = await invitationLettersPdf({
      schoolName: 'Riverside School',
      letters: LETTERS,
      site: 'https://a.test',
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const [first, second] = pdf.getPages().map(pageContent);
    for (const text of ['Riverside School', '7KQ-M4X-2PD', '234-567-89A', 'Ada Okafor, Ben Okafor'])
      expect(first).toContain(hex(text));
    expect(first).not.toContain(hex('ABC-DEF-GHJ'));
    expect(second).toContain(hex('ABC-DEF-GHJ'));
    expect(second).toContain(hex('Cleo Smith'));
    expect(joinAddress('https://a.test', '7KQ-M4X-2PD')).toBe('https://a.test/join?code=7KQ-M4X-2PD');
  });

  it('puts the school’s logo at the top of every page, stored in the file once', async () => {
    const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0a7' } })
      .jpeg()
      .toBuffer();
    const bytes = await invitationLettersPdf({
      schoolName: 'Riverside School',
      letters: LETTERS,
      site: 'https://a.test',
      logo: new Uint8Array(logo),
    });
    const pdf = await PDFDocument.load(bytes);
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => String(object.toString()).includes('/Subtype /Image'));
    expect(images).toHaveLength(1);
    for (const page of pdf.getPages()) {
      expect(pageContent(page)).toMatch(/\/Image-\d+ Do/);
      expect(pageContent(page)).toContain(hex('Riverside School'));
    }
  });
});

describe('invitation letters in the school’s documents language', () => {
  beforeAll(() =>
    vi.stubGlobal('fetch', async (url: string) => new Response(await readFile(join(process.cwd(), url)))),
  );
  afterAll(() => vi.unstubAllGlobals());
  const make = async (language: string) =>
    invitationLettersPdf({
      schoolName: 'Szkoła Podstawowa nr 3',
      letters: [letter('p1', '7KQ-M4X-2PD', ['Zofia Wiśniewska'], 'children/s1')],
      site: 'https://a.test',
      i18n: await documentI18n(language),
    });

  it('in Polish, with Polish letters and the names as written', async () => {
    const [page] = await pdfLines(await make('pl'));
    expect(page).toContain('Zaproszenie do Academy');
    expect(page).toContain('Dla rodziny: Zofia Wiśniewska');
    expect(page).toContain('Kod zaproszenia:');
    expect(page).toContain('7KQ-M4X-2PD');
  }, 30_000);

  it('in Arabic, in reading order, the code and the address as written', async () => {
    const [page] = await pdfLines(await make('ar'));
    expect(page).toContain('دعوتكم إلى Academy');
    expect(page).toContain('لأسرة Zofia Wiśniewska');
    expect(page!.join(' ')).toContain('https://a.test/join');
    expect(page).toContain('7KQ-M4X-2PD');
  }, 30_000);
});
