/**
 * The letters the office prints for people invited on paper: one A4 page per family, with the school's name, the
 * children it concerns, each invited person's code and a QR code of the /join address that carries it. Made in the
 * browser from the invite answer, the only moment the codes exist outside a hash; pdf-lib and qrcode are loaded only
 * when letters are made.
 */
import type { InvitationLetter } from '@academy/shared/invitations-api';

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
}): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, QRCode] = await Promise.all([import('pdf-lib'), import('qrcode')]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invitations to ${args.schoolName}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts carry Latin-1 only; anything else is shown as "?" rather than failing the whole document.
  const latin1 = (text: string) => text.replace(/[^\u0020-\u00ff]/g, '?');
  const ink = rgb(0.1, 0.1, 0.1);

  for (const family of familiesOf(args.letters)) {
    const page = pdf.addPage([595, 842]); // A4 in points
    let y = 780;
    const line = (text: string, size = 11, font = regular, x = 56) => {
      page.drawText(latin1(text), { x, y, size, font, color: ink });
      y -= size + 8;
    };
    line(args.schoolName, 20, bold);
    y -= 6;
    line('Your invitation to Academy', 14, bold);
    if (family.children.length) line(`For the family of ${family.children.join(', ')}`);
    y -= 10;
    line(`To make your account, go to ${args.site}/join and type your code, or scan the QR code with a phone.`, 10);
    line('Each code can be used once, by the person it is addressed to. Keep it private.', 10);
    y -= 14;

    for (const person of family.people) {
      const top = y;
      line(person.name, 13, bold);
      line('Your code:', 10);
      line(person.code, 24, bold);
      // The QR code as vector squares (sharp at any printer resolution, no image to encode), each row's dark run one
      // rectangle, written as one small content stream: drawing each square through pdf-lib's operators kept hundreds
      // of objects per code, and a whole school's letters ran out of memory.
      const qr = QRCode.create(joinAddress(args.site, person.code), { errorCorrectionLevel: 'M' });
      const size = qr.modules.size;
      const cell = Math.min(3, 110 / size);
      const left = 595 - 56 - size * cell;
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
