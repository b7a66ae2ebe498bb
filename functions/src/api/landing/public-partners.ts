import { partnerSchema } from '@academy/shared/landing';
import { isWebAddress, PUBLIC_PARTNERS_SHOWN, type PublicPartner } from '@academy/shared/public-lists';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

/**
 * The partners for /partners, in their order: one bounded read, the same for every visitor (the deployment's own list,
 * not a school's). A partner whose record does not parse, or whose website is not an http(s) address, is left out.
 */
export const publicPartners: Handler<'publicPartners'> = async (_input, { reportReads }) => {
  const snap = await db.collection('partners').orderBy('order').limit(PUBLIC_PARTNERS_SHOWN).get();
  reportReads(snap.size);
  const partners = snap.docs.flatMap((d): PublicPartner[] => {
    const parsed = partnerSchema.safeParse(d.data());
    if (!parsed.success || !isWebAddress(parsed.data.website)) return [];
    const { name, kind, description, website } = parsed.data;
    return [{ id: d.id, name, kind, description, website }];
  });
  return { status: 200 as const, partners };
};
