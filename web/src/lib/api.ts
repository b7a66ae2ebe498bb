/** The typed client of the API registry: a call cannot drift from its handler. */
import type { ApiErrorBody, RouteInput, RouteName, RouteResponse } from '@academy/shared/api';
import { API_ADDRESSES } from '@academy/shared/api-addresses';
import { t } from '@lingui/core/macro';
import { ApiError } from './api-error';
import { i18n } from './i18n';

export { ApiError };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** `idToken` sends a token to a route the router treats as public (acceptInvitation checks it itself). */
export async function callApi<K extends RouteName>(
  name: K,
  input: RouteInput<K>,
  options: { idToken?: string } = {},
): Promise<RouteResponse<K>> {
  const def = API_ADDRESSES[name];
  // The language the screens show: the server answers errors in it when the account has not chosen one.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.locale || 'en' };
  // Loaded only for authenticated routes, so public pages (the landing form) call the API without Firebase.
  const token =
    options.idToken ??
    (def.auth === 'none' ? undefined : await (await import('./firebase-app')).auth.currentUser?.getIdToken());
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not text
  if (token) headers.Authorization = `Bearer ${token}`;

  let url = `/api${def.path}`;
  let body: string | undefined;
  if (def.method === 'GET') {
    url += `?${new URLSearchParams(input as Record<string, string>).toString()}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const response = await fetch(url, { method: def.method, headers, body });
  const data = await readJson(response);
  if (!response.ok) {
    const status = response.status;
    throw new ApiError(response.statusText || t`HTTP ${status}`, response, data as ApiErrorBody | undefined);
  }
  return data as RouteResponse<K>;
}
