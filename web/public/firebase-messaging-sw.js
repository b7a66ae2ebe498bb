/* Cloud Messaging service worker: shows push notifications while Academy is closed.
   The page registers it with its Firebase config in the query string (see use-push.ts). */
/* global importScripts, firebase, self */
importScripts('https://www.gstatic.com/firebasejs/12.19.0/firebase-app-compat.js');
importScripts('https://www.gstatic.com/firebasejs/12.19.0/firebase-messaging-compat.js');

const config = JSON.parse(new URL(self.location.href).searchParams.get('config') || '{}');
firebase.initializeApp(config);
firebase.messaging().onBackgroundMessage((payload) => {
  const { title = 'Academy', body = '' } = payload.notification || {};
  self.registration.showNotification(title, { body, icon: '/favicon.ico', data: payload.data || {} });
});
