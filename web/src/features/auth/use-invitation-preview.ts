import type { InvitationPreview, InvitationSecret } from '@academy/shared/invitations-api';
import { useEffect, useState } from 'react';
import { ApiError, callApi } from '@/lib/api';
import { t } from '@lingui/core/macro';

type Answer = { key: string; preview: InvitationPreview } | { key: string; error: string };

/** What the school says about this code or link (signed out): loading until the answer for this very secret is in. */
export function useInvitationPreview(secret: InvitationSecret | undefined) {
  const key = secret ? JSON.stringify(secret) : '';
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    if (!secret) return;
    let current = true;
    callApi('checkInvitation', secret)
      .then((preview) => current && setAnswer({ key, preview }))
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError ? error.message : t`We could not reach the school. Check your connection.`;
        if (current) setAnswer({ key, error: message });
      });
    return () => {
      current = false;
    };
    // The key stands for the secret: a new object with the same code is the same question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!secret) return { status: 'none' as const };
  if (answer?.key !== key) return { status: 'loading' as const };
  return 'preview' in answer
    ? { status: 'answered' as const, preview: answer.preview }
    : { status: 'failed' as const, error: answer.error };
}
