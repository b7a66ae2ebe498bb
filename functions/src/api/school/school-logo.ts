import { EXTENSIONS, type FileDoc, type FileRef } from '@academy/shared/files';
import { isDocumentId } from '@academy/shared/document-id';
import { notFound, say } from '../../lib/errors';
import { filesOf, storedBytes } from '../../lib/files';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  none: /*i18n*/ { id: 'api.school.no-logo', message: 'This school has no logo.' },
};

/**
 * The school's logo, to anyone who names the school (the join page, the landing site's course cards): the stored
 * picture alone, which the server re-encoded when it was uploaded, under a name that says nothing ("logo.png"). A
 * school that does not exist and one without a logo are answered alike. Caches may keep it for five minutes.
 */
export const schoolLogo: Handler<'schoolLogo'> = async ({ school, variant }) => {
  const ref = (await db.doc(`schools/${school}`).get()).get('logo') as FileRef | null | undefined;
  const file =
    ref && isDocumentId(ref.fileId)
      ? ((await filesOf(school).doc(ref.fileId).get()).data() as FileDoc | undefined)
      : undefined;
  if (!file || file.status !== 'ready' || file.place !== 'logo' || file.recordId !== school || !file.type)
    throw notFound(say(MESSAGES.none));
  const stored = await storedBytes(file, variant);
  return {
    file: true as const,
    ...stored,
    name: `logo.${EXTENSIONS[stored.contentType] ?? 'jpg'}`,
    inline: true,
    cacheControl: 'public, max-age=300',
  };
};
