/**
 * A one-value cache with stale-while-revalidate (DECISIONS 11): a value younger than `freshMs` is answered
 * from memory; between `freshMs` and `staleMs` it is still answered while one background load replaces it;
 * older (or none) waits for a load. Loads are single-flight: concurrent callers share one.
 *
 * The cache is per process on purpose: it holds a copy of database rows, never state of its own, so several
 * server processes may each keep one.
 */
export interface SwrCacheOptions {
  freshMs: number;
  staleMs: number;
  now: () => number;
  /** Called when a background load fails (the stale value keeps being answered until `staleMs`). */
  onBackgroundError?: (error: unknown) => void;
}

export class SwrCache<T> {
  private entry: { value: T; loadedAt: number } | undefined;
  private loading: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly options: SwrCacheOptions,
  ) {}

  async get(): Promise<T> {
    const { entry } = this;
    if (entry) {
      const age = this.options.now() - entry.loadedAt;
      if (age < this.options.freshMs) return entry.value;
      if (age < this.options.staleMs) {
        this.refresh().catch((error: unknown) => this.options.onBackgroundError?.(error));
        return entry.value;
      }
    }
    return this.refresh();
  }

  /** Forgets the value: the next `get` loads (used after an operator changes the data). */
  invalidate(): void {
    this.entry = undefined;
    this.loading = undefined;
    this.generation += 1;
  }

  private refresh(): Promise<T> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load().then(
      (value) => {
        if (generation === this.generation) {
          this.entry = { value, loadedAt: this.options.now() };
          this.loading = undefined;
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading = undefined;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }
}
