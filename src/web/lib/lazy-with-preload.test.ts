import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.ts';

const Hello = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

/** One synchronous render, as the first render after a click: the component, or the fallback if it suspends. */
const render = (Component: ComponentType<{ name: string }>) =>
  renderToString(createElement(Suspense, { fallback: 'waiting' }, createElement(Component, { name: 'Ada' })));

/** Lets the module's promise settle (a few microtasks and a task). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyWithPreload', () => {
  it('a preloaded component renders at once, without suspending', async () => {
    const chunk = lazyWithPreload(() => Promise.resolve({ default: Hello }));
    await chunk.preload();
    await settle();
    expect(render(chunk.Component)).toContain('Hello Ada');
  });

  it('ready() settles only once a render would not suspend, however slow the second import is', async () => {
    // The first import answers at once; the one React's initialisation makes waits a task longer
    // (Vite's import wrapper waits on the chunk's dependencies), as in a cold page load.
    let calls = 0;
    const chunk = lazyWithPreload(() => {
      calls += 1;
      return calls === 1
        ? Promise.resolve({ default: Hello })
        : new Promise<{ default: typeof Hello }>((resolve) =>
            setTimeout(() => resolve({ default: Hello }), 20),
          );
    });
    await chunk.ready();
    expect(render(chunk.Component)).toContain('Hello Ada');
  });

  it('without a preload it is React.lazy: the first render suspends', async () => {
    const chunk = lazyWithPreload(() => Promise.resolve({ default: Hello }));
    expect(render(chunk.Component)).toContain('waiting');
    await settle();
    expect(render(chunk.Component)).toContain('Hello Ada');
  });

  it('a failed preload leaves the import to the render, which retries it', async () => {
    let calls = 0;
    const chunk = lazyWithPreload(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello }),
    );
    await expect(chunk.preload()).rejects.toThrow('offline');
    await settle();
    expect(render(chunk.Component)).toContain('waiting');
    await settle();
    expect(render(chunk.Component)).toContain('Hello Ada');
    expect(calls).toBe(2);
  });

  it('a second preload leaves the already resolved payload alone', async () => {
    const chunk = lazyWithPreload(() => Promise.resolve({ default: Hello }));
    await chunk.preload();
    await settle();
    await chunk.preload();
    await settle();
    expect(render(chunk.Component)).toContain('Hello Ada');
  });
});
