/**
 * The letters the office prints for people invited on paper: one A4 page per family, with the school's name, the
 * children it concerns, each invited person's code and a QR code of the /join address that carries it. Made in the
 * browser from the invite answer, the only moment the codes exist outside a hash; pdf-lib and qrcode are loaded only
 * when letters are made.
 *
 * A letter goes to someone who has no account yet, so it is in the school's documents language (`language` on the
 * school's record), whatever the Admin reads Academy in; a right-to-left language is laid out from the right.
 */
import type { InvitationLetter } from '@academy/shared/invitations-api';
import { type I18n, setupI18n } from '@lingui/core';
import { drawLogo, embedLogo } from '../../lib/pdf-logo';
import { directionOf, pdfText } from '../../lib/pdf-text';

/**
 * The letter's sentences. Plain descriptors (no macro), so the bench scripts can make letters from source too; the
 * extractor collects them by their marker.
 */
// The letter's sentences are descriptors the extractor collects; the other literals here are PDF operators and options.
/* eslint-disable lingui/no-unlocalized-strings */
const WORDS = {
  title: /*i18n*/ { id: 'letters.title', message: 'Invitations to {school}' },
  heading: /*i18n*/ { id: 'letters.heading', message: 'Your invitation to Academy' },
  family: /*i18n*/ { id: 'letters.family', message: 'For the family of {children}' },
  how: /*i18n*/ {
    id: 'letters.how',
    message: 'To make your account, go to {address} and type your code, or scan the QR code with a phone.',
  },
  private: /*i18n*/ {
    id: 'letters.private',
    message: 'Each code can be used once, by the person it is addressed to. Keep it private.',
  },
  code: /*i18n*/ { id: 'letters.code', message: 'Your code:' },
};

export interface FamilyLetter {
  children: string[];
  people: InvitationLetter[];
}

/** The letters grouped by family, in the order the answer gave them: parents sharing their children share a page. */
export function familiesOf(letters: readonly InvitationLetter[]): FamilyLetter[] {
  const families = new Map<string, FamilyLetter>();
  for (const letter of letters) {
    const family = families.get(letter.family) ?? { children: letter.children, people: [] };
    family.people.push(letter);
    families.set(letter.family, family);
  }
  return [...families.values()];
}

/** The address a letter's QR code opens: /join with the code, on the site the Admin is using. */
export const joinAddress = (site: string, code: string) => `${site}/join?code=${encodeURIComponent(code)}`;

export async function invitationLettersPdf(args: {
  schoolName: string;
  letters: readonly InvitationLetter[];
  /** The site's origin, e.g. https://academy.example.org */
  site: string;
  /** Lingui in the school's documents language; English when not given. */
  i18n?: I18n;
  /** The school's logo (JPEG bytes), at the top of every letter; none when the school has none. */
  logo?: Uint8Array | null;
}): Promise<Uint8Array> {
  const i18n = args.i18n ?? setupI18n({ locale: 'en', messages: { en: {} } });
  const say = (words: { id: string; message: string }, values?: Record<string, string>) =>
    i18n._(words.id, values, { message: words.message });
  const [{ PDFDocument }, QRCode] = await Promise.all([import('pdf-lib'), import('qrcode')]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(say(WORDS.title, { school: args.schoolName }));
  pdf.setLanguage(i18n.locale);
  const families = familiesOf(args.letters);
  const how = say(WORDS.how, { address: `${args.site}/join` });
  const fixed = [args.schoolName, say(WORDS.heading), how, say(WORDS.private), say(WORDS.code)];
  const familyLine = (f: FamilyLetter) => say(WORDS.family, { children: f.children.join(', ') });
  const text = await pdfText(pdf, directionOf(i18n.locale), [
    ...fixed,
    ...families.flatMap((f) => [familyLine(f), ...f.people.flatMap((p) => [p.name, p.code])]),
  ]);
  const rtl = text.direction === 'rtl';
  const logo = await embedLogo(pdf, args.logo);

  for (const family of families) {
    const page = pdf.addPage([595, 842]); // A4 in points
    const logoHeight = drawLogo(page, logo, rtl, 800);
    let y = logoHeight ? 800 - logoHeight - 30 : 780;
    const line = (words: string, size = 11, bold = false) => {
      for (const part of text.wrap(words, size, 483, bold)) {
        // A large line (the code) stands clear of the small one above it, whose descenders (Arabic's) reach down.
        if (size > 14) y -= size - 14;
        text.draw(page, part, { inset: 56, y, size, bold });
        y -= size + 8;
      }
    };
    line(args.schoolName, 20, true);
    y -= 6;
    line(say(WORDS.heading), 14, true);
    if (family.children.length) line(familyLine(family));
    y -= 10;
    line(how, 10);
    line(say(WORDS.private), 10);
    y -= 14;

    for (const person of family.people) {
      const top = y;
      line(person.name, 13, true);
      line(say(WORDS.code), 10);
      line(person.code, 24, true);
      // The QR code as vector squares (sharp at any printer resolution, no image to encode), each row's dark run one
      // rectangle, written as one small content stream: drawing each square through pdf-lib's operators kept hundreds
      // of objects per code, and a whole school's letters ran out of memory.
      const qr = QRCode.create(joinAddress(args.site, person.code), { errorCorrectionLevel: 'M' });
      const size = qr.modules.size;
      const cell = Math.min(3, 110 / size);
      // On the side opposite the text's start: the right in a left-to-right letter, the left in a right-to-left one.
      const left = rtl ? 56 : 595 - 56 - size * cell;
      const runs: string[] = [];
      for (let row = 0; row < size; row++)
        for (let col = 0; col < size; col++) {
          if (!qr.modules.get(row, col)) continue;
          let end = col;
          while (end + 1 < size && qr.modules.get(row, end + 1)) end++;
          const x = left + col * cell;
          const yBottom = top + 12 - (row + 1) * cell;
          runs.push(
            `${x.toFixed(2)} ${yBottom.toFixed(2)} ${((end - col + 1) * cell).toFixed(2)} ${cell.toFixed(2)} re`,
          );
          col = end;
        }
      const stream = pdf.context.flateStream(`q 0.1 0.1 0.1 rg\n${runs.join('\n')}\nf Q\n`);
      page.node.addContentStream(pdf.context.register(stream));
      y = Math.min(y, top + 12 - qr.modules.size * cell) - 30;
    }
  }
  return pdf.save();
}

/** Saves the letters through the browser's download. */
export function downloadLetters(fileName: string, bytes: Uint8Array) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
