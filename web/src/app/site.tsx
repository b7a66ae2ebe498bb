import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { I18nProvider, useLingui } from '@lingui/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from '@/app/router';
import { NavProgress } from '@/app/shell/nav-progress';
import { system } from '@/app/theme';
import { ToastHost } from '@/components/ui/result-toast';
import { i18n, PSEUDO } from '@/lib/i18n';

/** Chakra's components (and their keyboard handling) follow the language's direction: right to left in Arabic. */
function Directed({ children }: { children: ReactNode }) {
  const locale = useLingui().i18n.locale;
  return <LocaleProvider locale={locale === PSEUDO ? 'en' : locale}>{children}</LocaleProvider>;
}

/** The page's first script hides a prerendered page from a reader of another language until it shows in theirs. */
export const WAIT_CLASS = 'academy-wait';

function Reveal() {
  useEffect(() => document.documentElement.classList.remove(WAIT_CLASS), []);
  return null;
}

/**
 * The whole app, the same tree in the browser and in the build's prerender (web/src/entry-server.tsx), so a
 * prerendered page hydrates without a mismatch.
 */
export function Site({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <Directed>
            <NavProgress router={router} />
            <RouterProvider router={router} />
            <ToastHost />
            <Reveal />
          </Directed>
        </ChakraProvider>
      </I18nProvider>
    </StrictMode>
  );
}
