import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { I18nProvider, useLingui } from '@lingui/react';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from '@/app/router';
import { NavProgress } from '@/app/shell/nav-progress';
import { system } from '@/app/theme';
import { ToastHost } from '@/components/ui/result-toast';
import { i18n, PSEUDO, startLanguage } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Chakra's components (and their keyboard handling) follow the language's direction: right to left in Arabic. */
function Directed({ children }: { children: ReactNode }) {
  const locale = useLingui().i18n.locale;
  return <LocaleProvider locale={locale === PSEUDO ? 'en' : locale}>{children}</LocaleProvider>;
}

// The first render is a transition: React builds the page in short slices, so a phone can answer a tap while it does.
// It waits for the visitor's language (English is already here; another is one small request).
const reactRoot = createRoot(root);
void startLanguage().then(() =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ChakraProvider value={system}>
            <Directed>
              <NavProgress router={router} />
              <RouterProvider router={router} />
              <ToastHost />
            </Directed>
          </ChakraProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  ),
);
