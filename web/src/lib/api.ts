/** The typed client of the API registry: a call cannot drift from its handler. */
import { apiRoutes, type ApiErrorBody, type RouteInput, type RouteName, type RouteResponse } from '@academy/shared/api';
import { auth } from '@/lib/firebase';

/** Spec §8: a response that is not ok raises an error carrying the status text, the response and the data. */
export class ApiError extends Error {
  constructor(
    readonly statusText: string,
    readonly response: Response,
    readonly data: ApiErrorBody | undefined,
  ) {
    super(data?.message ?? statusText);
    this.name = 'ApiError';
  }
  get status(): number {
    return this.response.status;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export async function callApi<K extends RouteName>(name: K, input: RouteInput<K>): Promise<RouteResponse<K>> {
  const def = apiRoutes[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = def.auth === 'none' ? undefined : await auth.currentUser?.getIdToken();
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
  if (!response.ok)
    throw new ApiError(response.statusText || `HTTP ${response.status}`, response, data as ApiErrorBody | undefined);
  return data as RouteResponse<K>;
}
