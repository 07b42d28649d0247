import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIntlData, warmUpIntl } from './intl-warm-up.ts';

class FakeWorker {
  static started: FakeWorker[] = [];
  messages: unknown[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeWorker.started = [];
});

describe('warming up Intl on another thread', () => {
  it("starts the warm-up worker and sends it the page's language", () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmUpIntl('th');
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker!.url.pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker!.options.type).toBe('module');
    expect(worker!.messages).toEqual(['th']);
  });

  it('does nothing, and does not throw, where the browser has no workers or refuses one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl('th')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl('th')).not.toThrow();
  });
});

describe("the worker's load", () => {
  it('creates a date and a number formatter in the language', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    loadIntlData('th');
    expect(dates).toHaveBeenCalledWith('th');
    expect(numbers).toHaveBeenCalledWith('th');
  });

  it('leaves a language tag Intl cannot read to the formatters, without throwing', () => {
    expect(() => loadIntlData('not a language!')).not.toThrow();
  });
});
