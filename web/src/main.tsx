import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles/fonts.css';
import './styles/global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { focusToastOnF8 } from './lib/notify';
import { router } from './router';
import { theme } from './theme';
import { queryClient, trpc, trpcClient } from './trpc';
import './styles/mantine-public.css';

dayjs.locale('nb');
window.addEventListener('keydown', focusToastOnF8);

// On start all cached data is refetched (the spec); a fresh client has none, so this is the default.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications limit={1} autoClose={5000} position="top-right" containerWidth={420} />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
