/** Read once: which Firebase project the client talks to. A demo- project means the local emulators, never the cloud. */
import firebaseJson from '../../../firebase.json';

const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-academy.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-academy',
  appId: env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:demo',
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '000000000000',
};

export const emulators = firebaseConfig.projectId.startsWith('demo-')
  ? { auth: firebaseJson.emulators.auth, firestore: firebaseJson.emulators.firestore }
  : null;

/** The Web Push certificate's public key (Firebase console → Cloud Messaging); needed for push outside the emulators. */
export const vapidKey: string | undefined = env.VITE_FIREBASE_VAPID_KEY;
