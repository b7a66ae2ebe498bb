/**
 * reactfire imports its hooks' functions from every Firebase SDK. This app uses Auth and Firestore (and Cloud
 * Messaging, loaded on its own when needed), so the web build resolves Realtime Database, Cloud Storage, Remote Config
 * and Cloud Functions here instead (see `web/vite.config.ts`): about 190 kB of JavaScript that every signed-in page
 * would otherwise download and run for nothing. Calling any of these is a mistake, and says so.
 */
function unused(name: string) {
  return (): never => {
    // A developer's mistake, never shown to a person using Academy: not text to translate.
    throw new Error(`${name} is not part of this app's web build: see web/vite.config.ts.`);
  };
}

// Realtime Database
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const get = unused('firebase/database get');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const off = unused('firebase/database off');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const onChildAdded = unused('firebase/database onChildAdded');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const onChildChanged = unused('firebase/database onChildChanged');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const onChildMoved = unused('firebase/database onChildMoved');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const onChildRemoved = unused('firebase/database onChildRemoved');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const onValue = unused('firebase/database onValue');
// Cloud Functions (the app calls its REST API instead)
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const httpsCallable = unused('firebase/functions httpsCallable');
// Remote Config
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const ensureInitialized = unused('firebase/remote-config ensureInitialized');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const getAll = unused('firebase/remote-config getAll');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const getBoolean = unused('firebase/remote-config getBoolean');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const getNumber = unused('firebase/remote-config getNumber');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const getString = unused('firebase/remote-config getString');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const getValue = unused('firebase/remote-config getValue');
// Cloud Storage (not used until Storage can be added: see docs/assignments.md)
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const getDownloadURL = unused('firebase/storage getDownloadURL');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a function's name in a developer's error, not text
export const ref = unused('firebase/storage ref');
