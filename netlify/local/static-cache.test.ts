/**
 * @jest-environment node
 *
 * The in-memory cache of netlify/local/static-cache.ts on a real folder: when it answers from memory
 * (the engine is not asked again) and when it must ask again. The host with the real engine is in
 * serve-cache.test.ts.
 */
import { mkdir, mkdtemp, readFile, rm, unlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { engineCandidates, StaticCache, type StaticFile } from "./static-cache";

let root: string;
let publicDir: string;
let ruleFiles: string[];

/** Backdates a file: a file changed within the last second is never kept. */
async function settle(file: string, secondsAgo = 3600): Promise<void> {
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(file, when, when);
}

async function put(
  relative: string,
  content: string | Buffer,
  { settled = true } = {},
): Promise<string> {
  const file = path.join(publicDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  if (settled) await settle(file);
  return file;
}

/** Stands in for the engine (the host with the real one is in serve-cache.test.ts): serves the first candidate that is a file. */
function engineReading() {
  const ask = jest.fn(async (url: URL): Promise<StaticFile | undefined> => {
    for (const file of engineCandidates(publicDir, url.pathname)) {
      const body = await readFile(file).catch(() => undefined);
      if (body)
        return {
          body,
          contentType: "text/plain",
          headers: new Headers(),
          digest: body.toString("hex"),
        };
    }
    return undefined;
  });
  const get = (cache: StaticCache, pathname: string) => {
    const url = new URL(pathname, "http://localhost");
    return cache.get(url, () => ask(url));
  };
  return { ask, get };
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "static-cache-"));
  publicDir = path.join(root, "public");
  await mkdir(publicDir);
  ruleFiles = [path.join(root, "netlify.toml"), path.join(publicDir, "_headers")];
  await writeFile(ruleFiles[0], '[build]\n  publish = "public"\n');
  await writeFile(ruleFiles[1], "/*\n  X-Rule: one\n");
  for (const file of ruleFiles) await settle(file);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("StaticCache", () => {
  it("answers a repeated request from memory, with the same bytes", async () => {
    await put("app-1.js", "console.log(1)");
    const cache = new StaticCache({ publicDir, ruleFiles });
    const engine = engineReading();
    const first = await engine.get(cache, "/app-1.js");
    const second = await engine.get(cache, "/app-1.js");
    expect(engine.ask).toHaveBeenCalledTimes(1);
    expect(second?.body.toString()).toBe("console.log(1)");
    expect(second).toBe(first);
  });

  it("asks again when the file is rewritten, even with the same size", async () => {
    await put("app-1.js", "console.log(1)");
    const cache = new StaticCache({ publicDir, ruleFiles });
    const engine = engineReading();
    await engine.get(cache, "/app-1.js");
    await put("app-1.js", "console.log(2)", { settled: false });
    expect((await engine.get(cache, "/app-1.js"))?.body.toString()).toBe("console.log(2)");
    expect(engine.ask).toHaveBeenCalledTimes(2);
  });

  it("never answers for a file that is gone", async () => {
    const file = await put("page-data/index/page-data.json", "{}");
    const cache = new StaticCache({ publicDir, ruleFiles });
    const engine = engineReading();
    expect(await engine.get(cache, "/page-data/index/page-data.json")).toBeDefined();
    await unlink(file);
    expect(await engine.get(cache, "/page-data/index/page-data.json")).toBeUndefined();
    expect(engine.ask).toHaveBeenCalledTimes(2);
  });

  it("asks again when a file the engine tries first appears (/servizi/ → servizi.html before servizi/index.html)", async () => {
    await put("servizi/index.html", "index");
    const cache = new StaticCache({ publicDir, ruleFiles });
    const engine = engineReading();
    expect((await engine.get(cache, "/servizi/"))?.body.toString()).toBe("index");
    expect((await engine.get(cache, "/servizi/"))?.body.toString()).toBe("index");
    await put("servizi.html", "sibling");
    expect((await engine.get(cache, "/servizi/"))?.body.toString()).toBe("sibling");
    expect(engine.ask).toHaveBeenCalledTimes(2);
  });

  it.each([0, 1])(
    "drops every entry when header rule file %i changes or appears",
    async (which) => {
      await put("a.js", "a");
      await put("b.js", "b");
      const cache = new StaticCache({
        publicDir,
        ruleFiles: [...ruleFiles, path.join(root, "_headers")],
      });
      const engine = engineReading();
      await engine.get(cache, "/a.js");
      await engine.get(cache, "/b.js");
      await engine.get(cache, "/a.js");
      expect(engine.ask).toHaveBeenCalledTimes(2);

      await writeFile(ruleFiles[which], "/*\n  X-Rule: two\n");
      await settle(ruleFiles[which], 60);
      await engine.get(cache, "/a.js");
      await engine.get(cache, "/b.js");
      await engine.get(cache, "/a.js");
      expect(engine.ask).toHaveBeenCalledTimes(4);

      const appearing = path.join(root, "_headers");
      await writeFile(appearing, "/*\n  X-Root: yes\n");
      await settle(appearing, 60);
      await engine.get(cache, "/a.js");
      await engine.get(cache, "/a.js");
      expect(engine.ask).toHaveBeenCalledTimes(5);
    },
  );

  it("does not keep a file changed less than a second ago, nor while a rule file is that new", async () => {
    const file = await put("fresh.js", "fresh", { settled: false });
    const cache = new StaticCache({ publicDir, ruleFiles });
    const engine = engineReading();
    await engine.get(cache, "/fresh.js");
    await engine.get(cache, "/fresh.js");
    expect(engine.ask).toHaveBeenCalledTimes(2);

    await settle(file);
    await writeFile(ruleFiles[1], "/*\n  X-Rule: new\n");
    await engine.get(cache, "/fresh.js");
    await engine.get(cache, "/fresh.js");
    expect(engine.ask).toHaveBeenCalledTimes(4);

    await settle(ruleFiles[1]);
    await engine.get(cache, "/fresh.js");
    await engine.get(cache, "/fresh.js");
    expect(engine.ask).toHaveBeenCalledTimes(5);
  });

  it("does not keep what the engine does not serve as a file", async () => {
    await put("x.js", "x");
    const cache = new StaticCache({ publicDir, ruleFiles });
    const ask = jest.fn(async () => undefined);
    const url = new URL("/x.js", "http://localhost");
    expect(await cache.get(url, ask)).toBeUndefined();
    expect(await cache.get(url, ask)).toBeUndefined();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("keeps at most maxBytes, dropping the least recently used first", async () => {
    for (const name of ["a", "b", "c"]) await put(`${name}.js`, Buffer.alloc(100, name));
    await put("big.js", Buffer.alloc(300, "z"));
    const cache = new StaticCache({ publicDir, ruleFiles, maxBytes: 250 });
    const engine = engineReading();
    await engine.get(cache, "/a.js");
    await engine.get(cache, "/b.js");
    await engine.get(cache, "/a.js"); // a is now the most recently used
    expect(engine.ask).toHaveBeenCalledTimes(2);

    await engine.get(cache, "/c.js"); // 300 bytes > 250: b goes
    expect(engine.ask).toHaveBeenCalledTimes(3);
    await engine.get(cache, "/a.js");
    await engine.get(cache, "/c.js");
    expect(engine.ask).toHaveBeenCalledTimes(3);
    await engine.get(cache, "/b.js");
    expect(engine.ask).toHaveBeenCalledTimes(4);

    // Larger than the cap: never kept, and nothing else is dropped for it.
    await engine.get(cache, "/big.js");
    await engine.get(cache, "/big.js");
    expect(engine.ask).toHaveBeenCalledTimes(6);
    await engine.get(cache, "/b.js");
    await engine.get(cache, "/c.js");
    expect(engine.ask).toHaveBeenCalledTimes(6);
  });
});
