import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';

/*
 * Components rendered in the web project's happy-dom (its component tests): a root in a fresh element
 * for each test, the API's JSON answers for a stubbed `fetch`. Imported only by `*.test.ts` files.
 */

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An answer of the API: JSON with its status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A refusal of the API, as its error envelope answers one. */
export const apiError = (status: number, name: string, message: string) =>
  json(status, { data: null, error: { status, name, message } });

/** `element` with a query client of its own (nothing cached between tests). */
export const withQueryClient = (element: ReactElement) =>
  createElement(QueryClientProvider, { client: new QueryClient() }, element);

/**
 * Each test of the file gets a root in a new element of the document (`host`), unmounted and removed
 * after it, with every `vi.stubGlobal` (a stubbed `fetch`) undone. Call once at the file's top level.
 */
export function testRoot(): { readonly host: HTMLElement; readonly root: Root } {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.unstubAllGlobals();
  });
  return {
    get host() {
      return host;
    },
    get root() {
      return root;
    },
  };
}
