/** The browser's letters PDF maker for the bench scripts, loaded by path: its download helper needs the DOM, which the scripts are not typed for. */
import type { InvitationLetter } from '@academy/shared/invitations-api';

const LETTERS_MODULE = '../web/src/components/accounts/invitation-letters.ts';

export const { invitationLettersPdf } = (await import(LETTERS_MODULE)) as {
  invitationLettersPdf: (args: {
    schoolName: string;
    letters: InvitationLetter[];
    site: string;
  }) => Promise<Uint8Array>;
};
