/**
 * The translation catalogues at build time, for the client (a Vite plugin) and the server (an esbuild plugin): one PO
 * file per language in `locales/`, compiled for @lingui/core. Plain JavaScript, so both builds can load it as it is.
 *
 * - The macros (`<Trans>`, `t`, `msg`, `plural`) are compiled away; a production build keeps only the message ids.
 * - `virtual:catalogs` maps each language to loaders of its parts: `landing` (what the public site shows before
 *   anything else loads), `tabs` (the landing's other tabs, loaded with them) and `app` (every message). A language
 *   with no translation for a message shows the English.
 * - The server's bundle gets every language's whole catalogue (`compiledAll`) as the constant `ACADEMY_CATALOGUES`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));
export const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url));
export const SOURCE = 'en';
/** The language tests switch to: every sentence's letters changed, so text that bypasses the catalogue stands out. */
export const PSEUDO = 'pseudo';

/**
 * The files whose messages the public site shows before the rest of the app has loaded: what its first load runs, and
 * no more. Every language's part, English's too, is one small request before the first render: keeping English's in
 * the first load put every other language's visitors over the landing page's budget. What the landing loads later (the Institutions
 * form, the public courses) loads the whole catalogue with it.
 */
export const LANDING_PATHS = [
  'web/src/features/landing/landing-layout',
  'web/src/features/landing/landing-page',
  'web/src/features/landing/landing-content',
  'web/src/features/landing/tab-view',
  'web/src/features/landing/partners-page',
  'web/src/features/landing/blog-page',
  'web/src/features/landing/public-list-views',
  'web/src/components/ui/brand',
  'web/src/components/ui/language-picker',
  'web/src/components/ui/not-found',
  'web/src/components/ui/page-loader',
  'web/src/components/ui/route-error',
  'web/src/lib/i18n',
  'web/src/app/router.tsx',
  'web/src/main.tsx',
  'shared/src/landing',
];

/** The landing's tabs other than Home: their words load with their content when one is first opened. */
export const TABS_PATHS = ['web/src/features/landing/landing-tabs-content'];

/**
 * Screens only staff use. Their messages go through the catalogue like every other, but a language may leave them in
 * English for now; everything a parent or a student can see must be translated in every language shipped.
 */
export const STAFF_ONLY_PATHS = [
  'web/src/features/accounts/',
  'web/src/features/staff/',
  'web/src/features/teachers/',
  'web/src/features/subjects/',
  'web/src/features/terms/',
  'web/src/features/school-settings/',
  'web/src/components/import/',
  // Not the whole folder: a parent reads their child's facts (student-facts.tsx).
  'web/src/components/people/employee-parts.tsx',
  // The Admin's account controls; not the invitation letters (invitation-letters.ts), which families read.
  'web/src/components/accounts/account-words.ts',
  'web/src/components/accounts/bulk-invite.tsx',
  'web/src/components/accounts/create-account-dialog.tsx',
  'web/src/components/accounts/invitation-controls.tsx',
  'web/src/components/accounts/invite-imported.tsx',
  'web/src/components/accounts/invite-job-status.tsx',
  'web/src/components/accounts/manage-account-dialog.tsx',
  'web/src/components/accounts/person-account.tsx',
  'web/src/components/accounts/use-account-actions.ts',
  'web/src/components/records/',
  // A student reads their own record (student-record.tsx); the office's list and page of students are staff's.
  'web/src/features/students/students-screen.tsx',
  'web/src/features/students/student-guardians.tsx',
  'web/src/features/parents/',
  'web/src/features/classes/',
  // A parent reads their children's pages (parent-students.tsx); a teacher's class list and switcher are staff's.
  'web/src/features/my-students/teacher-students.tsx',
  'web/src/features/my-students/current-class-switcher.tsx',
  'web/src/features/lessons/',
  // Registers, the office's board, reports and settings; a parent's and a student's panel is child-attendance-panel.
  'web/src/features/attendance/attendance-screen.tsx',
  'web/src/features/attendance/attendance-reports.tsx',
  'web/src/features/attendance/attendance-settings.tsx',
  'web/src/features/attendance/register-sheet.tsx',
  'web/src/features/attendance/student-attendance-panel.tsx',
  // The Admin's and the Teacher's dashboard panels (with the Admin's charts); not family-panels.tsx, which families read.
  'web/src/app/dashboards/charts.tsx',
  'web/src/app/dashboards/needs-attention-panel.tsx',
  'web/src/app/dashboards/school-panels.tsx',
  'web/src/app/dashboards/teacher-panels.tsx',
  // The office's fees: setup, reports, late fees, the desk and its family page, the invoice list and page, refunds to
  // a card (asked for and followed at the desk), the fees part of a student's record.
  'web/src/features/fees/fee-setup.tsx',
  'web/src/features/fees/fee-reports.tsx',
  'web/src/features/fees/late-fees-panel.tsx',
  'web/src/features/fees/fees-screen.tsx',
  'web/src/features/fees/invoice-list.tsx',
  'web/src/features/fees/use-invoice-list.ts',
  'web/src/features/fees/invoice-page.tsx',
  'web/src/features/fees/family-fees.tsx',
  'web/src/features/fees/family-picker.tsx',
  'web/src/features/fees/card-refunds.tsx',
  'web/src/features/fees/student-fees-panel.tsx',
  // Setting and marking work, the gradebook, course authoring and the office's and teachers' course lists, writing
  // events and posts, choosing an audience: the files only staff open (a file a family also reads is not listed).
  'web/src/features/assignments/assignment-page.tsx',
  'web/src/features/assignments/assignments-view.tsx',
  'web/src/features/assignments/gradebook.tsx',
  'web/src/features/assignments/set-work-form.tsx',
  'web/src/features/courses/',
  'web/src/features/course-store/course-places-panel.tsx',
  'web/src/features/course-store/office-courses-panel.tsx',
  'web/src/features/calendar/event-form.tsx',
  'web/src/features/calendar/event-fields.tsx',
  'web/src/features/calendar/occurrence-form.tsx',
  'web/src/features/newsfeed/post-form.tsx',
  'web/src/components/audience/audience-fields.tsx',
];

/** Every language with a catalogue (`locales/<tag>.po`), English first. */
export function languages() {
  const found = readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.slice(0, -3));
  return [SOURCE, ...found.filter((l) => l !== SOURCE).sort()];
}

const poFile = (language) => `${LOCALES_DIR}${language}.po`;

/** A PO file as Lingui reads it: `{ [id]: { message, translation, origin: [[file, line]], obsolete } }`. */
export async function readCatalogue(language) {
  const { formatter } = await import('@lingui/format-po');
  const text = readFileSync(poFile(language), 'utf8');
  return formatter({ lineNumbers: false }).parse(text, {
    locale: language,
    sourceLocale: SOURCE,
    filename: poFile(language),
  });
}

/** Whether one of the message's origins is under one of the paths. */
export function usedUnder(entry, paths) {
  return (entry.origin ?? []).some(([file]) => paths.some((p) => String(file).startsWith(p)));
}

/** A language's part, compiled: `{ [id]: compiled message }`. Untranslated messages fall back to the English. */
export async function compiledPart(language, part) {
  const { createCompiledCatalog } = await import('@lingui/cli/api');
  const english = await readCatalogue(SOURCE);
  const own = language === SOURCE || language === PSEUDO ? english : await readCatalogue(language);
  const messages = {};
  for (const [id, entry] of Object.entries(english)) {
    if (entry.obsolete) continue;
    if (part === 'landing' && !usedUnder(entry, LANDING_PATHS)) continue;
    if (part === 'tabs' && !usedUnder(entry, TABS_PATHS)) continue;
    messages[id] = own[id]?.translation || entry.translation || entry.message || id;
  }
  const { source, errors } = createCompiledCatalog(language, messages, { namespace: 'json', pseudoLocale: PSEUDO });
  if (errors.length)
    throw new Error(`${language}.po: ${errors.map((e) => `${e.id} (${e.source}): ${e.error.message}`).join('; ')}`);
  return JSON.parse(source).messages;
}

/** The macro transform: Babel with Lingui's macro plugin, on a TypeScript file that imports a macro. */
export async function compileMacros(code, filename) {
  if (!/@lingui\/(core|react)\/macro/.test(code)) return null;
  const babel = await import('@babel/core');
  const { getConfig } = await import('@lingui/conf');
  const linguiConfig = getConfig({ cwd: ROOT_DIR, configPath: `${ROOT_DIR}lingui.config.ts`, skipValidation: true });
  const result = await babel.transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
  });
  return result ? { code: result.code ?? code, map: result.map } : null;
}

const VIRTUAL = 'virtual:catalogs';
const PART = 'virtual:catalog/';

/** The Vite plugins: the macro transform, then the catalogues as virtual modules (rebuilt when a PO file changes). */
export function linguiVite() {
  return [
    {
      name: 'academy-lingui-macros',
      enforce: 'pre',
      async transform(code, id) {
        if (id.includes('/node_modules/') || !/\.[cm]?tsx?$/.test(id.split('?')[0])) return null;
        return compileMacros(code, id.split('?')[0]);
      },
    },
    {
      name: 'academy-catalogs',
      resolveId(id) {
        return id === VIRTUAL || id.startsWith(PART) ? `\0${id}` : null;
      },
      async load(id) {
        if (id === `\0${VIRTUAL}`) {
          const entries = [...languages(), PSEUDO].map(
            (l) =>
              `${JSON.stringify(l)}: { landing: () => import('${PART}${l}/landing'), tabs: () => import('${PART}${l}/tabs'), app: () => import('${PART}${l}/app') }`,
          );
          return `export const loaders = {${entries.join(',\n')}};`;
        }
        if (!id.startsWith(`\0${PART}`)) return null;
        const [language, part] = id.slice(PART.length + 1).split('/');
        for (const l of new Set([SOURCE, language === PSEUDO ? SOURCE : language])) this.addWatchFile(poFile(l));
        const messages = await compiledPart(language, part);
        return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
      },
    },
  ];
}

/** Every language's whole catalogue, compiled: what the server translates with. */
export async function compiledAll() {
  const all = {};
  for (const l of languages()) all[l] = await compiledPart(l, 'app');
  return all;
}
