/**
 * @jest-environment node
 */
/**
 * `npm start`'s content check for the page (src/develop/content-check-dev.ts) over a real HTTP
 * server: nothing to show for good content; the Italian title, the errors and what to do for a
 * broken file; every other request passes on.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { contentCheckDevMiddleware } from "./content-check-dev";
import { CONTENT_CHECK_PATH } from "./content-check-panel";
import { contentRoot } from "../../__tests__/helpers/content";

let dir: string;
let server: http.Server;
let base: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-dev-"));
  fs.cpSync(contentRoot, dir, { recursive: true });
  const middleware = contentCheckDevMiddleware(dir);
  server = http.createServer((req, res) =>
    middleware(req, res, () => res.writeHead(418).end("next")),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

it("answers that good content has no errors, without caching", async () => {
  const response = await fetch(`${base}${CONTENT_CHECK_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ errors: [] });
});

it("names each broken file and field in Italian, with what to do, as soon as the file is saved", async () => {
  const home = path.join(dir, "home.yaml");
  fs.writeFileSync(home, fs.readFileSync(home, "utf8").replace(/^ {2}titleHighlight: .*\n/m, ""));
  fs.rmSync(path.join(dir, "metrics.yaml"));
  const report = await (await fetch(`${base}${CONTENT_CHECK_PATH}`)).json();
  expect(report).toEqual({
    title: "2 errori nei contenuti",
    errors: [
      "content/metrics.yaml: il file manca e il sito ne ha bisogno",
      "content/home.yaml: hero.titleHighlight (Apertura › Titolo, parte colorata): campo obbligatorio mancante: aggiungi la riga «titleHighlight: …» con il suo valore",
    ],
    hint: "L'anteprima non mostra le modifiche a un file con errori: correggilo e salvalo, e questo avviso sparisce da solo.",
  });
});

it("passes every other request on", async () => {
  expect((await fetch(`${base}/chi-siamo/`)).status).toBe(418);
  expect((await fetch(`${base}${CONTENT_CHECK_PATH}`, { method: "POST" })).status).toBe(418);
});
