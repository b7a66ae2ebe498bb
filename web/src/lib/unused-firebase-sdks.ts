/**
 * reactfire imports its hooks' functions from every Firebase SDK. This app uses Auth and Firestore (and Cloud
 * Messaging, loaded on its own when needed), so the web build resolves Realtime Database, Cloud Storage, Remote Config
 * and Cloud Functions here instead (see `web/vite.config.ts`): about 190 kB of JavaScript that every signed-in page
 * would otherwise download and run for nothing. Calling any of these is a mistake, and says so.
 */
function unused(name: string) {
  return (): never => {
    throw new Error(`${name} is not part of this app's web build: see web/vite.config.ts.`);
  };
}

// Realtime Database
export const get = unused('firebase/database get');
export const off = unused('firebase/database off');
export const onChildAdded = unused('firebase/database onChildAdded');
export const onChildChanged = unused('firebase/database onChildChanged');
export const onChildMoved = unused('firebase/database onChildMoved');
export const onChildRemoved = unused('firebase/database onChildRemoved');
export const onValue = unused('firebase/database onValue');
// Cloud Functions (the app calls its REST API instead)
export const httpsCallable = unused('firebase/functions httpsCallable');
// Remote Config
export const ensureInitialized = unused('firebase/remote-config ensureInitialized');
export const getAll = unused('firebase/remote-config getAll');
export const getBoolean = unused('firebase/remote-config getBoolean');
export const getNumber = unused('firebase/remote-config getNumber');
export const getString = unused('firebase/remote-config getString');
export const getValue = unused('firebase/remote-config getValue');
// Cloud Storage (not used until Storage can be added: see docs/assignments.md)
export const getDownloadURL = unused('firebase/storage getDownloadURL');
export const ref = unused('firebase/storage ref');
