/**
 * @jest-environment node
 *
 * Warm workers on their own: a stand-in for the engine's FunctionsHandler and NetlifyFunction, and
 * real worker threads running small lambda handlers through lambda-local (the real engine and
 * the contact function are in serve.test.ts and the integration tests).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { installWarmFunctions, stopWarmFunctions } from "./warm-functions";

/** What a handler module answers: its own call count (module state) and what it was sent. */
const COUNTING = `let calls = 0;
export const handler = async (event) => {
  if (event.body === "lento") await new Promise((resolve) => setTimeout(resolve, 300));
  return {
  statusCode: 200,
  headers: { "content-type": "application/json" },
  multiValueHeaders: { "set-cookie": ["a=1", "b=2"] },
  body: JSON.stringify({ calls: ++calls, path: event.path, query: event.queryStringParameters, body: event.body }),
  };
};`;

class FakeFunctionsHandler {
  invoke(request: Request, route: unknown, func: FakeFunction, buildDirectory?: string) {
    void buildDirectory;
    return func.runtime.invokeFunction({
      context: {},
      environment: {},
      func,
      request,
      route,
      timeout: 2,
    });
  }
}

interface FakeFunction {
  mainFile: string;
  projectRoot: string;
  buildData: { runtimeAPIVersion: number; buildPath: string };
  runtime: { invokeFunction(args: object): Promise<Response> };
  getBuildData(): Promise<FakeFunction["buildData"]>;
}

let root: string;
const engineCalls: object[] = [];

function fakeFunction(buildPath: string, runtimeAPIVersion = 2): FakeFunction {
  return {
    mainFile: buildPath,
    projectRoot: root,
    buildData: { runtimeAPIVersion, buildPath },
    runtime: {
      invokeFunction: async (args) => {
        engineCalls.push(args);
        return new Response("the engine's own runtime");
      },
    },
    getBuildData() {
      return Promise.resolve(this.buildData);
    },
  };
}

async function handlerFile(name: string, source: string): Promise<string> {
  const file = path.join(root, name);
  await writeFile(file, source);
  return file;
}

const call = (func: FakeFunction, url = "http://localhost/api/x?a=1&a=2", body?: string) =>
  new FakeFunctionsHandler().invoke(
    new Request(url, { method: body === undefined ? "GET" : "POST", body }),
    undefined,
    func,
    "",
  );

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "warm-functions-"));
  installWarmFunctions({
    FunctionsHandler: FakeFunctionsHandler,
    shouldBase64Encode: () => false,
  });
});

afterAll(async () => {
  await stopWarmFunctions(root);
  await rm(root, { recursive: true, force: true });
});

it("answers every call from one worker that keeps its module state, side by side", async () => {
  const func = fakeFunction(await handlerFile("counting.mjs", COUNTING));
  const first = await call(func, "http://localhost/api/x?a=1&a=2", "ciao");
  expect(first.status).toBe(200);
  expect(first.headers.get("content-type")).toBe("application/json");
  expect(first.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  expect(await first.json()).toEqual({
    calls: 1,
    path: "/api/x",
    query: { a: "1,2" },
    body: "ciao",
  });
  const answers = await Promise.all(Array.from({ length: 5 }, () => call(func)));
  const counts = await Promise.all(answers.map(async (res) => (await res.json()).calls));
  expect(counts.sort()).toEqual([2, 3, 4, 5, 6]);
});

it("starts a new worker for a new bundle; the old one finishes its calls", async () => {
  const func = fakeFunction(await handlerFile("rebuilt.mjs", COUNTING));
  expect((await (await call(func)).json()).calls).toBe(1);
  const slow = call(func, undefined, "lento");
  await new Promise((resolve) => setTimeout(resolve, 50));
  func.buildData = { ...func.buildData };
  expect((await (await call(func)).json()).calls).toBe(1);
  expect(await (await slow).json()).toMatchObject({ calls: 2, body: "lento" });
});

it("leaves functions of the first API version to the engine's own runtime", async () => {
  const func = fakeFunction(await handlerFile("v1.mjs", COUNTING), 1);
  expect(await (await call(func)).text()).toBe("the engine's own runtime");
  expect(engineCalls).toHaveLength(1);
});

it("passes a handler's error on, and a bundle that cannot load fails each call", async () => {
  const throwing = fakeFunction(
    await handlerFile(
      "throws.mjs",
      `export const handler = async () => { throw new Error("rotto"); };`,
    ),
  );
  await expect(call(throwing)).rejects.toThrow("rotto");
  const broken = fakeFunction(await handlerFile("broken.mjs", `throw new Error("non si carica");`));
  await expect(call(broken)).rejects.toThrow("non si carica");
  await expect(call(broken)).rejects.toThrow("non si carica");
});

it("ends a worker whose thread is blocked, and the next call gets a new one", async () => {
  const func = fakeFunction(
    await handlerFile(
      "blocks.mjs",
      `let calls = 0;
export const handler = async (event) => {
  calls++;
  if (event.body === "blocca") for (;;);
  return { statusCode: 200, body: String(calls) };
};`,
    ),
  );
  await expect(call(func, undefined, "blocca")).rejects.toThrow(/terminato/);
  expect(await (await call(func)).text()).toBe("1");
}, 15_000);
