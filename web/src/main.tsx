import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from '@/app/router';
import { NavProgress } from '@/app/shell/nav-progress';
import { system } from '@/app/theme';
import { ToastHost } from '@/components/ui/result-toast';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render is a transition: React builds the page in short slices, so a phone can answer a tap while it does.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <NavProgress router={router} />
        <RouterProvider router={router} />
        <ToastHost />
      </ChakraProvider>
    </StrictMode>,
  ),
);
