/** Spec §5: when Firebase asks for a recent sign-in, re-authenticate (with the old password) and retry once. */
export async function withRecentLogin<T>(
  operation: () => Promise<T>,
  reauthenticate: () => Promise<unknown>,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if ((error as { code?: string } | null)?.code !== 'auth/requires-recent-login') throw error;
    await reauthenticate();
    return operation();
  }
}

export const NO_SIGNED_IN_USER = 'No user is currently signed in.';
