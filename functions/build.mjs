// Bundles the functions (with the shared workspace and zod inlined) so the deployed folder needs only its own dependencies.
import { build } from 'esbuild';
import { compiledAll } from '../scripts/catalogs.mjs';

// Every language's catalogue goes into the bundle, so what the server writes is translated without reading a file.
const catalogues = await compiledAll();

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: 'lib/index.js',
  sourcemap: true,
  // sharp loads its own native image library, so it is installed with the functions rather than bundled.
  external: ['firebase-admin', 'firebase-functions', 'sharp'],
  define: { ACADEMY_CATALOGUES: JSON.stringify(catalogues) },
  logLevel: 'warning',
});
