import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadParts, preloadable, preloadPart } from './preloadable';

const Part = ({ name }: { name: string }) => <p>Hei {name}</p>;

describe('preloadable', () => {
  it('suspends to its fallback while its code has not loaded', () => {
    let calls = 0;
    const Lazy = preloadable('a', () => {
      calls++;
      return new Promise<typeof Part>(() => {});
    });
    const html = renderToString(
      <Suspense fallback={<span>Laster</span>}>
        <Lazy name="Ola" />
      </Suspense>,
    );
    expect(html).toContain('Laster');
    expect(html).not.toContain('Hei');
    expect(calls).toBe(1);
  });

  it('renders in the same pass once preloaded, as the server needs', async () => {
    let calls = 0;
    const Lazy = preloadable('b', async () => {
      calls++;
      return Part;
    });
    await Lazy.preload();
    await Lazy.preload();
    const html = renderToString(
      <Suspense fallback={<span>Laster</span>}>
        <Lazy name="Kari" />
      </Suspense>,
    );
    expect(html).toContain('Hei <!-- -->Kari');
    expect(html).not.toContain('Laster');
    expect(calls).toBe(1);
  });

  it('may be loaded again after a failed load', async () => {
    let calls = 0;
    const Lazy = preloadable('c', async () => {
      if (++calls === 1) throw new Error('nettverksfeil');
      return Part;
    });
    await expect(Lazy.preload()).rejects.toThrow('nettverksfeil');
    await Lazy.preload();
    expect(calls).toBe(2);
    expect(renderToString(<Lazy name="Per" />)).toContain('Per');
  });

  it('a part a loader loaded ahead is named for the browser, which loads it again before hydrating', async () => {
    let calls = 0;
    const Lazy = preloadable('d', async () => {
      calls++;
      return Part;
    });
    const used = new Set<string>();
    await preloadPart(used, Lazy);
    expect([...used]).toEqual(['d']);
    expect(calls).toBe(1);
    // In the browser: the named parts load, unknown names and failures are passed over.
    let failing = 0;
    preloadable('e', async () => {
      failing++;
      throw new Error('nettverksfeil');
    });
    await loadParts(['e', 'ukjent']);
    expect(failing).toBe(1);
    await loadParts('ikke en liste');
    expect(failing).toBe(1);
  });
});
