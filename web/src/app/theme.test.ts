import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

/**
 * The theme carries only the recipes of the components the app uses (theme.ts). A component whose recipe is missing
 * renders unstyled and says nothing, so this finds, for every name the app imports from `@chakra-ui/react`, the recipes
 * Chakra's own code asks for (its `key`, and those of the Chakra components it is built from) and checks the theme has
 * each one the default theme has.
 */
const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const chakraEsm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist', 'esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc))
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    ))
      for (const part of (match[1] ?? '').split(','))
        names.add(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
        );
  names.delete('');
  return names;
}

/** Chakra's exported name → the component directory it comes from (`components/<dir>/…`). */
function componentDirs(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const namespaces = new Map<string, string>();
  for (const [, ns, dir] of index.matchAll(/import \* as (\S+) from '\.\/components\/([^/]+)\//g))
    namespaces.set(ns as string, dir as string);
  const dirs = new Map<string, string>();
  for (const [, list, dir] of index.matchAll(/export \{([^}]*)\} from '\.\/components\/([^/]+)\//g))
    for (const part of (list as string).split(','))
      dirs.set(
        (
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? ''
        ).trim(),
        dir as string,
      );
  for (const [, ns, name] of index.matchAll(/export \{ (\S+) as (\S+) \};/g)) {
    const dir = namespaces.get(ns as string);
    if (dir) dirs.set(name as string, dir);
  }
  return dirs;
}

/** The recipe keys a component directory's code asks for, following the other components it imports. */
function recipeKeys(dir: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(dir)) return keys;
  seen.add(dir);
  const path = join(chakraEsm, 'components', dir);
  for (const file of readdirSync(path).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(path, file), 'utf8');
    for (const [, key] of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key as string);
    for (const [, other] of code.matchAll(/from '\.\.\/([a-z-]+)\//g))
      for (const key of recipeKeys(other as string, seen)) keys.add(key);
  }
  return keys;
}

describe('the theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const dirs = componentDirs();
    const wanted = new Map<string, string>();
    for (const name of importedNames()) {
      const dir = dirs.get(name);
      if (!dir) continue; // a function, a type, a provider: no component directory of its own
      for (const key of recipeKeys(dir)) if (!wanted.has(key)) wanted.set(key, name);
    }
    expect(wanted.size).toBeGreaterThan(20);
    const missing = [...wanted]
      .filter(([key]) => key in defaultRecipes || key in defaultSlotRecipes)
      .filter(([key]) => !system.hasRecipe(key))
      .map(([key, name]) => `${key} (for ${name})`);
    expect(missing).toEqual([]);
  });

  it('keeps the recipes it has as Chakra wrote them', () => {
    for (const key of Object.keys(system._config.theme?.recipes ?? {}))
      expect(system.getRecipe(key)).toEqual(defaultRecipes[key as keyof typeof defaultRecipes]);
  });
});
