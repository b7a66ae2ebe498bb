/**
 * `npm run api:addresses`: writes shared/src/api-addresses.ts, each API route's method, path and sign-in mode, from
 * `apiRoutes` (shared/src/api.ts). The browser calls the API through that small table, so a page starting up does not
 * build every route's input schema (a few hundred zod schemas) to learn an address. `api-addresses.test.ts` fails when
 * the table and `apiRoutes` differ.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeAddresses } from '../shared/src/api';

const target = join(import.meta.dirname, '..', 'shared', 'src', 'api-addresses.ts');
writeFileSync(target, apiAddressesModule(routeAddresses()));
console.log(`Wrote ${target}`);

function apiAddressesModule(addresses: ReturnType<typeof routeAddresses>): string {
  const rows = Object.entries(addresses).map(
    ([name, a]) => `  ${name}: { method: '${a.method}', path: '${a.path}', auth: '${a.auth}' },`,
  );
  return `/**
 * Each API route's method, path and sign-in mode, for the browser: written by \`npm run api:addresses\` from \`apiRoutes\`
 * (api.ts), which stays the one place a route is declared. Importing this instead of \`apiRoutes\` spares a page
 * starting up the building of every route's input schema. \`api-addresses.test.ts\` fails when the two differ.
 */
import type { AuthMode, HttpMethod, RouteName } from './api';

export const API_ADDRESSES: Record<RouteName, { method: HttpMethod; path: string; auth: AuthMode }> = {
${rows.join('\n')}
};
`;
}
