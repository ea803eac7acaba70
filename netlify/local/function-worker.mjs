/**
 * One function's long-lived worker thread (started by warm-functions.ts): loads lambda-local and the
 * function's bundle once, then runs every call it is sent, as @netlify/functions-dev's own worker.js
 * runs its single call. The answer's body is read in full here and sent back with the status and
 * headers (our functions answer small bodies; a streamed answer arrives whole). After
 * `{ retire: true }` the port no longer keeps the thread alive: it ends once the calls and the work
 * it still has (a send in `waitUntil`) are done.
 */
import { createRequire } from "node:module";
import process from "node:process";
import { parentPort, workerData } from "node:worker_threads";

/** Statuses whose answer has no body (undici's nullBodyStatus, as in worker.js). */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

// lambda-local and source-map-support as the engine's own worker gets them.
const engineRequire = createRequire(import.meta.resolve("@netlify/functions-dev"));
const lambdaLocal = engineRequire("lambda-local");
engineRequire("source-map-support").install();
lambdaLocal.getLogger().level = "alert";
const lambdaFunc = await import(workerData.entryFilePath);

parentPort.on("message", async (message) => {
  if (message.retire) {
    parentPort.unref();
    return;
  }
  const { id, clientContext, environment, event, timeoutMs } = message;
  try {
    for (const [key, value] of Object.entries(environment)) process.env[key] = value;
    const result = await lambdaLocal.execute({
      clientContext,
      event,
      lambdaFunc,
      region: "dev",
      timeoutMs,
      verboseLevel: 3,
    });
    parentPort.postMessage({ id, result: await plainResult(result) });
  } catch (error) {
    parentPort.postMessage({ id, error: asError(error) });
  }
});

/** lambda-local fails a call with { errorType, errorMessage, stackTrace }: as an Error, to cross threads. */
function asError(failure) {
  if (failure instanceof Error) return failure;
  const error = new Error(String(failure?.errorMessage ?? failure));
  if (failure?.errorType) error.name = failure.errorType;
  if (Array.isArray(failure?.stackTrace))
    error.stack = [
      `${error.name}: ${error.message}`,
      ...failure.stackTrace.map((line) => `    at ${line}`),
    ].join("\n");
  return error;
}

async function plainResult({ statusCode, headers, multiValueHeaders, body }) {
  if (body && typeof body.pipe === "function") {
    const chunks = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk));
    body = NULL_BODY_STATUS.has(statusCode) ? undefined : Buffer.concat(chunks);
  }
  return { statusCode, headers, multiValueHeaders, body };
}
