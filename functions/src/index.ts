import { onRequest } from 'firebase-functions/https';
import { createAccount } from './api/accounts/create-account';
import { updateAccount } from './api/accounts/update-account';
import { getUserData } from './api/auth/get-user-data';
import { updatePassword } from './api/auth/update-password';
import { registerSchool } from './api/landing/register-school';
import { markNotificationsRead } from './api/notifications/mark-read';
import { savePushToken } from './api/notifications/save-push-token';
import { getStudent } from './api/search/get-student';
import { REGION } from './config';
import { createApi } from './lib/router';

export const api = onRequest(
  { region: REGION, invoker: 'public' },
  createApi({
    getUserData,
    getStudent,
    updatePassword,
    createAccount,
    updateAccount,
    markNotificationsRead,
    savePushToken,
    registerSchool,
  }),
);
