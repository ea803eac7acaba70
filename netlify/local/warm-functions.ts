/**
 * Function calls answered by one long-lived worker thread per function, as a warm Netlify instance
 * answers them, instead of @netlify/functions-dev's new worker per call (which loads lambda-local,
 * Netlify's bootstrap and the bundle again every time, so calls at once queue for seconds; figures in
 * docs/contact-pipeline.md). The call itself is unchanged: the engine bundles, routes and
 * adds its headers; the worker runs Netlify's bootstrap through lambda-local as the engine's own
 * worker does (./function-worker.mjs); the lambda event and the answer are converted as in
 * @netlify/functions-dev's `lambdaEventFromWebRequest` and `webResponseFromLambdaResponse`.
 * As on Netlify, module state now lives from one call to the next, and calls run side by side.
 *
 * Depends on @netlify/functions-dev 1.3.1 internals, checked when installed or first used:
 * `FunctionsHandler.prototype.invoke(request, route, func, buildDirectory)` receives the
 * NetlifyFunction, whose `runtime.invokeFunction({ context, environment, func, request, route,
 * timeout })` runs one call and whose `getBuildData()` waits for and gives the current bundle
 * (`runtimeAPIVersion`, `buildPath`): a new bundle (the engine rebuilds on change) gets a new
 * worker, the old one ends after its last call. Functions of the first API version (none here) keep
 * the engine's own runtime.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

interface BuildData {
  runtimeAPIVersion?: number;
  buildPath?: string;
}
interface InvokeArgs {
  context: unknown;
  environment: Record<string, string>;
  func: NetlifyFunction;
  request: Request;
  route?: string;
  timeout: number;
}
interface Runtime {
  invokeFunction(args: InvokeArgs): Promise<Response>;
}
interface NetlifyFunction {
  mainFile: string;
  projectRoot: string;
  runtime: Runtime;
  getBuildData(): Promise<BuildData | undefined>;
}
type Invoke = (
  request: Request,
  route: unknown,
  func: NetlifyFunction,
  buildDirectory?: string,
) => Promise<Response>;
/** What this module needs of @netlify/functions-dev and @netlify/dev-utils. */
export interface EngineInternals {
  FunctionsHandler: { prototype: object };
  shouldBase64Encode(contentType: string): boolean;
}
interface LambdaResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean | undefined>;
  multiValueHeaders?: Record<string, Array<string | number | boolean>>;
  body?: Uint8Array<ArrayBuffer> | string;
}

const WARM = Symbol("warm runtime");
const workers = new Map<NetlifyFunction, WarmWorker>();

/** Routes every function call of this process's engines to warm workers (once per process). */
export function installWarmFunctions(internals: EngineInternals): void {
  const handler = internals.FunctionsHandler.prototype as { invoke?: Invoke; [WARM]?: true };
  if (handler[WARM]) return;
  const invoke = handler.invoke;
  if (typeof invoke !== "function" || invoke.length !== 4)
    throw new Error(
      "@netlify/functions-dev non ha più FunctionsHandler.invoke(request, route, func, buildDirectory): vedi netlify/local/warm-functions.ts prima di aggiornarlo.",
    );
  handler.invoke = function (this: unknown, request, route, func, buildDirectory) {
    if (!(WARM in func.runtime)) func.runtime = warmRuntime(func, func.runtime, internals);
    return invoke.call(this, request, route, func, buildDirectory);
  };
  handler[WARM] = true;
}

/** Ends the workers of the functions of one project (its engine is stopping). */
export async function stopWarmFunctions(projectRoot: string): Promise<void> {
  const ending = [...workers].filter(([func]) => func.projectRoot === projectRoot);
  for (const [func] of ending) workers.delete(func);
  await Promise.all(ending.map(([, worker]) => worker.stop()));
}

function warmRuntime(func: NetlifyFunction, engineRuntime: Runtime, internals: EngineInternals) {
  if (typeof engineRuntime.invokeFunction !== "function" || typeof func.getBuildData !== "function")
    throw new Error(
      "@netlify/functions-dev: NetlifyFunction senza runtime.invokeFunction o getBuildData: vedi netlify/local/warm-functions.ts.",
    );
  return {
    ...engineRuntime,
    [WARM]: true,
    invokeFunction: async (args: InvokeArgs): Promise<Response> => {
      const buildData = await args.func.getBuildData();
      if (buildData?.runtimeAPIVersion !== 2) return engineRuntime.invokeFunction(args);
      const event = await lambdaEvent(args.request, args.route, internals);
      const result = await workerFor(args.func, buildData).call(
        {
          clientContext: JSON.stringify(args.context),
          environment: args.environment,
          event,
          timeoutMs: args.timeout * 1000,
        },
        args.timeout * 1000 + 1000,
      );
      return new Response(result.body, { status: result.statusCode, headers: headersOf(result) });
    },
  };
}

function workerFor(func: NetlifyFunction, buildData: BuildData): WarmWorker {
  const current = workers.get(func);
  if (current?.buildData === buildData && current.alive) return current;
  current?.retire();
  const entry = pathToFileURL(buildData.buildPath ?? func.mainFile).href;
  const worker = new WarmWorker(buildData, entry, () => {
    if (workers.get(func) === worker) workers.delete(func);
  });
  workers.set(func, worker);
  return worker;
}

interface Pending {
  resolve(result: LambdaResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

class WarmWorker {
  private readonly thread: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  alive = true;

  constructor(
    readonly buildData: BuildData,
    entryFilePath: string,
    onExit: () => void,
  ) {
    this.thread = new Worker(path.join(__dirname, "function-worker.mjs"), {
      workerData: { entryFilePath },
    });
    this.thread.unref();
    this.thread.on(
      "message",
      ({ id, result, error }: { id: number; result?: LambdaResult; error?: Error }) => {
        const call = this.pending.get(id);
        if (!call) return;
        this.pending.delete(id);
        clearTimeout(call.timer);
        if (error) call.reject(error);
        else call.resolve(result as LambdaResult);
      },
    );
    // A bundle that fails to load, or a crash: every call waiting gets the error; the next call starts a new worker.
    const end = (error: Error) => {
      this.alive = false;
      onExit();
      this.failAll(error);
    };
    this.thread.on("error", end);
    this.thread.on("exit", () => end(new Error("Il worker della funzione è terminato.")));
  }

  /** Runs one call; a worker that gives no answer in time (its thread blocked) is ended. */
  call(message: object, limitMs: number): Promise<LambdaResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        void this.thread.terminate();
      }, limitMs);
      this.pending.set(id, { resolve, reject, timer });
      this.thread.postMessage({ id, ...message });
    });
  }

  retire(): void {
    this.thread.postMessage({ retire: true });
  }

  async stop(): Promise<void> {
    await this.thread.terminate();
  }

  private failAll(error: Error): void {
    for (const call of this.pending.values()) {
      clearTimeout(call.timer);
      call.reject(error);
    }
    this.pending.clear();
  }
}

/** As @netlify/functions-dev's lambdaEventFromWebRequest. */
async function lambdaEvent(
  request: Request,
  route: string | undefined,
  internals: EngineInternals,
) {
  const url = new URL(request.url);
  const queryStringParameters: Record<string, string> = {};
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key]
      ? `${queryStringParameters[key]},${value}`
      : value;
    (multiValueQueryStringParameters[key] ??= []).push(value);
  });
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
    multiValueHeaders[key] = value.split(",").map((part) => part.trim());
  });
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body: (await request.text()) || null,
    isBase64Encoded: internals.shouldBase64Encode(request.headers.get("content-type") ?? ""),
    route,
  };
}

/** As @netlify/functions-dev's webHeadersFromLambdaResponse. */
function headersOf(result: LambdaResult): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers ?? {}))
    if (value !== undefined) headers.set(name.toLowerCase(), String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    for (const value of values) headers.append(name.toLowerCase(), String(value));
  return headers;
}
