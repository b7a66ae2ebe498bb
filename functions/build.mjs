// Bundles the functions (with the shared workspace and zod inlined) so the deployed folder needs only its own dependencies.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: 'lib/index.js',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions'],
  logLevel: 'warning',
});
