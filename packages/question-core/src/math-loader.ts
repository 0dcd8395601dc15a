import type temmlModule from 'temml';

/** Temml: the TeX parser the checker compares math with, and the MathML renderer the widgets draw with. */
export type Temml = typeof temmlModule;

/**
 * Thrown by a check that needs to read TeX before Temml is loaded (browsers load it on demand, with
 * `loadMath()`; under Node it is loaded with the package).
 */
export class MathNotLoadedError extends Error {
  constructor() {
    super('Temml is not loaded: await loadMath() before checking or drawing math');
    this.name = 'MathNotLoadedError';
  }
}

let temml: Temml | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Temml once it is loaded, undefined before. */
export function loadedTemml(): Temml | undefined {
  return temml;
}

/** Whether math can be checked and drawn synchronously now. */
export function mathLoaded(): boolean {
  return temml !== undefined;
}

/** Gives the loaded Temml to the checker and the widgets, and tells those waiting for it. */
export function provideTemml(module: Temml): void {
  if (temml) return;
  temml = module;
  for (const listener of listeners) listener();
}

/**
 * Loads Temml (about 59 kB gzip) once, on first need: a paper without math never downloads it. A failed
 * load (a network blip) is forgotten, so the next call tries again.
 */
export function loadMath(): Promise<void> {
  if (temml) return Promise.resolve();
  loading ??= import('temml').then(
    (module) => provideTemml(module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` when Temml has loaded; returns the unsubscribe (the shape useSyncExternalStore takes). */
export function onMathLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
