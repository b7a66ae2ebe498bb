/**
 * Spec §3/§8 push: Cloud Messaging where the browser supports it, the token stored through the API.
 * There is no messaging emulator, so against the emulators registration is skipped (notifications still reach the
 * in-app list, which reads Firestore live). The Cloud Messaging SDK is loaded when it is first needed, after the page
 * has shown, so it adds nothing to a page's first load.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { emulators, firebaseConfig, vapidKey } from '@/config/env';
import { callApi } from '@/lib/api';
import { firebaseApp } from '@/lib/firebase';

export const PUSH_UNSUPPORTED = 'Push notifications are not supported in this browser.';
export const PUSH_SKIPPED_IN_EMULATORS =
  'Push notifications: Cloud Messaging registration skipped in the emulators (there is no messaging emulator); notifications still reach the in-app list.';

export type PushState = 'checking' | 'unsupported' | 'available' | 'on' | 'blocked';

export function usePush() {
  const [state, setState] = useState<PushState>('checking');
  const { t } = useLingui();

  useEffect(() => {
    let current = true;
    import('firebase/messaging')
      .then(({ isSupported }) => isSupported())
      .catch(() => false)
      .then((supported) => {
        if (!current) return;
        if (!supported) console.log(PUSH_UNSUPPORTED);
        const granted = supported && Notification.permission === 'granted';
        setState(
          !supported ? 'unsupported' : Notification.permission === 'denied' ? 'blocked' : granted ? 'on' : 'available',
        );
      });
    return () => {
      current = false;
    };
  }, []);

  /** Asks permission, registers the service worker and stores the token; returns the API's result. */
  async function turnOn(): Promise<{ status: number; message: string }> {
    if (emulators) {
      console.info(PUSH_SKIPPED_IN_EMULATORS);
      return {
        status: 200,
        message: t`Push notifications are not available in the local emulators; new notifications still appear here.`,
      };
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState('blocked');
      return { status: 403, message: t`Notifications are blocked for this site in your browser settings.` };
    }
    const registration = await navigator.serviceWorker.register(
      `/firebase-messaging-sw.js?config=${encodeURIComponent(JSON.stringify(firebaseConfig))}`,
    );
    const { getMessaging, getToken } = await import('firebase/messaging');
    const token = await getToken(getMessaging(firebaseApp), { vapidKey, serviceWorkerRegistration: registration });
    const result = await callApi('savePushToken', { token });
    setState('on');
    return result;
  }

  return { state, turnOn };
}
