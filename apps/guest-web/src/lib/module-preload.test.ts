import { afterEach, describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, __vitePreload, resetModulePreloads } from './module-preload.ts';
import { nextTask } from './next-task.ts';

const preloadLinks = () =>
  Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    (link) => new URL(link.href).pathname,
  );
const files = (count: number, prefix = 'f') =>
  Array.from({ length: count }, (_, index) => `assets/${prefix}${index}.js`);

afterEach(() => {
  document.head.innerHTML = '';
  resetModulePreloads();
});

describe("preloading an import's files", () => {
  it('imports the module at once and adds its files a few links per task, none in the calling task', async () => {
    const module = { answer: 42 };
    let imports = 0;
    const imported = __vitePreload(
      () => {
        imports += 1;
        return Promise.resolve(module);
      },
      files(LINKS_PER_TASK * 2 + 1),
    );
    expect(imports).toBe(1);
    expect(preloadLinks()).toEqual([]);
    expect(await imported).toBe(module);
    await nextTask();
    expect(preloadLinks()).toEqual(files(LINKS_PER_TASK).map((file) => `/${file}`));
    await nextTask();
    expect(preloadLinks()).toHaveLength(LINKS_PER_TASK * 2);
    await nextTask();
    expect(preloadLinks()).toEqual(files(LINKS_PER_TASK * 2 + 1).map((file) => `/${file}`));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!;
    // As the module scripts themselves are fetched (crossorigin: anonymous), so the browser shares the fetch.
    expect(link.crossOrigin).toBe('');
  });

  it("asks for each file once, and never for one the page's own links already preload", async () => {
    const own = document.createElement('link');
    own.rel = 'modulepreload';
    own.href = '/assets/f0.js';
    document.head.append(own);
    void __vitePreload(() => Promise.resolve(null), files(3));
    void __vitePreload(() => Promise.resolve(null), [...files(3), 'assets/g.js']);
    await nextTask();
    expect(preloadLinks()).toEqual(['/assets/f0.js', '/assets/f1.js', '/assets/f2.js', '/assets/g.js']);
  });

  it('takes the files of an import made while earlier links are still being added', async () => {
    void __vitePreload(() => Promise.resolve(null), files(LINKS_PER_TASK + 2, 'a'));
    await nextTask();
    expect(preloadLinks()).toHaveLength(LINKS_PER_TASK);
    void __vitePreload(() => Promise.resolve(null), files(2, 'b'));
    await nextTask();
    await nextTask();
    expect(preloadLinks()).toEqual(
      [...files(LINKS_PER_TASK + 2, 'a'), ...files(2, 'b')].map((file) => `/${file}`),
    );
  });

  it('imports a module without files to preload, and passes on a failed import', async () => {
    await expect(__vitePreload(() => Promise.resolve('plain'))).resolves.toBe('plain');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(failure), files(1))).rejects.toBe(failure);
    await nextTask();
    expect(preloadLinks()).toEqual(['/assets/f0.js']);
  });
});
