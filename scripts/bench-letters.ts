/**
 * `npm run bench:letters [-- <letters>]`: makes the invitation letters PDF for a whole school (5,000 letters unless
 * told, two parents to a family page) in Node with the browser's code, and prints time, peak memory and size. No
 * emulators: the PDF is made from the codes alone.
 */
import type { InvitationLetter } from '@academy/shared/invitations-api';

import { invitationLettersPdf } from './letters-pdf';

const count = Number(process.argv[2] ?? 5000);
const letters: InvitationLetter[] = Array.from({ length: count }, (_, i) => ({
  personType: 'parents',
  personId: `parent-${i}`,
  name: `Parent ${i}`,
  code: `7KQ-M4X-${String(i % 1000).padStart(3, '0')}`,
  children: [`Child ${Math.floor(i / 2)}`],
  family: `family-${Math.floor(i / 2)}`,
}));

const base = process.memoryUsage().rss;
let peak = base;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const bytes = await invitationLettersPdf({ schoolName: 'Bench School', letters, site: 'https://academy.example.org' });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  `Letters PDF, ${count} letters: ${seconds.toFixed(1)} s, peak memory +${((peak - base) / 1e6).toFixed(0)} MB ` +
    `(resident), ${(bytes.length / 1e6).toFixed(1)} MB.`,
);
