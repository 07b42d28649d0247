import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This instance's Prometheus metrics (docs/decisions/0151-metrics-and-request-ids.md). One `Metrics` per
 * context, each with its own registry, so the many apps a test process builds never collide; the process's
 * own figures (memory, CPU, event-loop lag, GC) are one registry per process, added to every scrape.
 *
 * The platform knows no domain: modules count through `counter()`, report a queue with `jobLag()` and
 * `jobFailed()`, and give anything read at scrape time to `sampled()`.
 */

export type Labels = Record<string, string>;

/** One value of a gauge read at scrape time. */
export interface Sample {
  labels?: Labels;
  value: number;
}

type Source = () => number | Sample[] | Promise<number | Sample[]>;

/** A value read at scrape time that takes longer than this is left out of that scrape (a database that hangs). */
const SOURCE_TIMEOUT_MS = 1_000;

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Memory, CPU, event-loop lag, GC, open handles: about the process, so collected once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly sources = new Map<string, Source[]>();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly jobFailures: Counter<'job'>;

  constructor() {
    processMetrics();
    this.httpDuration = new Histogram({
      name: 'hotel_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code, and how long they took',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    });
    this.jobFailures = this.counter('hotel_job_failures_total', 'Background job runs that failed, by job', [
      'job',
    ]);
  }

  /** The counter of that name, made on first use; the same name always answers the same counter. */
  counter<L extends string = never>(name: string, help: string, labelNames: L[] = []): Counter<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as Counter<L>;
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * A gauge read when Prometheus scrapes: `read` answers a number, or one sample per label set. Several
   * sources may feed one gauge (each job its own `job` label); a source that fails or takes over a second
   * is left out of that scrape, so the scrape itself always answers.
   */
  sampled(name: string, help: string, labelNames: string[], read: Source): void {
    const sources = this.sources.get(name);
    if (sources) {
      sources.push(read);
      return;
    }
    const own: Source[] = [read];
    this.sources.set(name, own);
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const results = await Promise.all(own.map((source) => readSource(source)));
        this.reset();
        for (const samples of results) {
          for (const sample of samples) this.set(sample.labels ?? {}, sample.value);
        }
      },
    });
  }

  /** How long the oldest job of a queue has been due, in seconds (0 when none is); read at scrape time. */
  jobLag(job: string, oldestDueSeconds: () => Promise<number>): void {
    this.sampled(
      'hotel_job_lag_seconds',
      'Age of the oldest due job of each queue, in seconds (0: nothing waiting)',
      ['job'],
      async () => [{ labels: { job }, value: Math.max(0, await oldestDueSeconds()) }],
    );
    // The failures counter shows the job with 0 before its first failure, so an alert's rate() has a start.
    this.jobFailures.inc({ job }, 0);
  }

  jobFailed(job: string): void {
    this.jobFailures.inc({ job });
  }

  /** One answered HTTP request: `route` is the route's pattern (/api/orders/:id/), never the URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text: this instance's metrics, then the process's. */
  async scrape(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }
}

async function readSource(source: Source): Promise<Sample[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      Promise.resolve().then(source),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), SOURCE_TIMEOUT_MS);
      }),
    ]);
    return typeof value === 'number' ? [{ value }] : value;
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}
