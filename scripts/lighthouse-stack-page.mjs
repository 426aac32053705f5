// The page `npm run lighthouse` measures as the stack's floor (lighthouse-stack.mjs): the least a
// screen on the stack DESIGN.md fixes does. React, React Router, TanStack Query and zod, and
// nothing of the app: one route asks for a page of hunts, checks it with zod, lists them and hands
// over from the boot shell as the app does.
import { createElement as h, StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { config, z } from 'zod/v4';

// As the app's zod is (apps/web/src/zod-without-eval.ts): its CSP allows no eval.
config({ jitless: true });

const bird = z.object({
  species: z.string(),
  gender: z.enum(['drake', 'hen', 'unknown']),
  quantity: z.number().int().positive(),
});
const huntPage = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  results: z.array(
    z.object({
      id: z.number().int(),
      date_of_hunt: z.string(),
      notes: z.string().nullable(),
      birds: z.array(bird),
    }),
  ),
});

async function huntList() {
  const answer = await fetch('/stack/hunts.json');
  if (!answer.ok) throw new Error(`the hunt list answered ${answer.status}`);
  return huntPage.parse(await answer.json());
}

function Hunts() {
  const { data } = useQuery({ queryKey: ['hunts'], queryFn: huntList });
  useEffect(() => {
    if (data) document.documentElement.classList.remove('boot-hunts');
  }, [data]);
  if (!data) return null;
  return h(
    'main',
    null,
    h('h1', null, 'Hunts'),
    h(
      'ul',
      null,
      data.results.map((hunt) =>
        h(
          'li',
          { key: hunt.id },
          h('h2', null, hunt.date_of_hunt),
          h('p', null, hunt.notes),
          h('p', null, `${hunt.birds.reduce((sum, entry) => sum + entry.quantity, 0)} birds`),
        ),
      ),
    ),
  );
}

const queryClient = new QueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// As the app's App and AppRoutes nest them.
startTransition(() =>
  createRoot(root).render(
    h(
      StrictMode,
      null,
      h(
        BrowserRouter,
        null,
        h(
          QueryClientProvider,
          { client: queryClient },
          h(Routes, null, h(Route, { path: '*', element: h(Hunts) })),
        ),
      ),
    ),
  ),
);
