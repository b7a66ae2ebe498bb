import { userSchema } from '@academy/shared/user';
import { badRequest, forbidden, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { availableLanguages } from '../../lib/i18n';
import type { Handler } from '../../lib/router';

/**
 * Keeps the language the signed-in person reads Academy in on their own account (`users/{uid}.language`): the client
 * switches to it at each sign-in, and what the server writes to them comes in it. Only a language the server has a
 * catalogue for: anything else would leave them reading English without knowing why.
 */
export const setLanguage: Handler<'setLanguage'> = async ({ language }, { caller }) => {
  const available = await availableLanguages();
  if (!available.includes(language))
    throw badRequest(
      say(
        /*i18n*/ {
          id: 'api.language.not-available',
          message: 'Language: "{language}" is not a language Academy has. Choose one of {available}.',
        },
        { language, available: available.join(', ') },
      ),
    );
  const ref = db.doc(`users/${caller.uid}`);
  const parsed = userSchema.safeParse((await ref.get()).data());
  if (!parsed.success || parsed.data.school_id !== caller.school_id)
    throw forbidden(
      say(
        /*i18n*/ {
          id: 'api.language.no-record',
          message: 'Language: this account has no record at this school. Sign in with the account the school gave you.',
        },
      ),
    );
  await ref.update({ language });
  return {
    status: 200,
    message: say(/*i18n*/ { id: 'api.language.saved', message: 'Your language is saved.' }),
    language,
  };
};
