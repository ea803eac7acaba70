/**
 * @jest-environment node
 *
 * The host's side of a function call: what reaches the visitor and the log when the engine fails
 * or the client breaks the request off (a fake engine; the real one is in serve.test.ts).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { Readable } from "node:stream";
import { CONTACT_ENDPOINT } from "../lib/contact/contract";
import { SEND_FAILURE_MESSAGE } from "../lib/contact/failures";
import type { Engine, EngineResult } from "./engine";
import { handleFunctionRequest } from "./node-adapter";
import { request } from "../../__tests__/helpers/raw-request";

/** An engine that reads the body, as the real one does before running the function, then answers `answer`. */
function fakeEngine(answer: () => Response): Engine {
  return {
    handle: async () => undefined,
    handleNode: async (req): Promise<EngineResult> => {
      await new Response(Readable.toWeb(req) as ReadableStream).text();
      return { type: "function", response: answer() };
    },
    stop: async () => undefined,
  };
}

async function listen(engine: Engine) {
  const server = http.createServer((req, res) => {
    void handleFunctionRequest(engine, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One POST to the function's path through the host, with a fake engine answering `answer`. */
async function post(answer: () => Response, contentType = "application/json", body = "{}") {
  const server = await listen(fakeEngine(answer));
  try {
    return await request(server.url, CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": contentType },
      body,
    });
  } finally {
    await server.close();
  }
}

let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  warnings = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const logged = (spy: jest.SpyInstance) => spy.mock.calls.map((args) => args.join(" ")).join("\n");

describe("an engine answer with a stack trace or a server path", () => {
  const stack = [
    "Error: Cannot find module '/srv/site/.netlify/functions-serve/_01J/send-contact-email/netlify/functions/send-contact-email.cjs'",
    "    at node:internal/modules/cjs/loader:1207:15",
  ].join("\n");

  it.each([
    ["text", () => new Response(stack, { status: 500 })],
    [
      "HTML",
      () =>
        new Response(`<pre>${stack}</pre>`, {
          status: 500,
          headers: { "Content-Type": "text/html" },
        }),
    ],
    ["JSON naming a path", () => Response.json({ error: stack }, { status: 500 })],
  ])("(%s) becomes the form's plain error, logged as unexpected", async (_kind, answer) => {
    const res = await post(answer);
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ error: SEND_FAILURE_MESSAGE });
    expect(res.body).not.toMatch(/functions-serve|loader|\bat\b/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(logged(errors)).toMatch(/^\[send-contact-email\] Errore imprevisto/);
  });

  it("the no-JavaScript form is sent back to the page with the error instead", async () => {
    const form = "application/x-www-form-urlencoded";
    const res = await post(() => new Response(stack, { status: 500 }), form, "name=Mario");
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contatti/?invio=errore&motivo=invio#esito-invio");
  });

  it("the function's own 5xx answers pass unchanged", async () => {
    const res = await post(() =>
      Response.json({ error: SEND_FAILURE_MESSAGE }, { status: 502, headers: { "X-Own": "1" } }),
    );
    expect([res.status, res.headers["x-own"]]).toEqual([502, "1"]);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("a client that breaks the request off", () => {
  /** Sends raw bytes and resolves with whatever comes back once the server closes the connection. */
  function raw(port: number, bytes: string): Promise<string> {
    return new Promise((resolve) => {
      let answer = "";
      const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
      socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
      socket.on("close", () => resolve(answer));
      socket.on("error", () => undefined);
    });
  }

  it.each([
    ["invalid chunk size", "zz\r\nabc\r\n0\r\n\r\n"],
    ["chunk longer than announced", "2\r\nabcdef\r\n0\r\n\r\n"],
  ])("%s: a 400, a calm client-error line, never «Errore imprevisto»", async (_kind, chunks) => {
    const server = await listen(fakeEngine(() => Response.json({ ok: true })));
    try {
      const answer = await raw(
        server.port,
        "POST /api/send-contact-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
          `Transfer-Encoding: chunked\r\n\r\n${chunks}`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(logged(warnings)).toMatch(/Richiesta interrotta o malformata dal client/);
      expect(logged(errors)).not.toMatch(/Errore imprevisto/);
    } finally {
      await server.close();
    }
  });

  it("a connection closed mid-body is a client error too", async () => {
    const server = await listen(fakeEngine(() => Response.json({ ok: true })));
    try {
      await new Promise<void>((resolve) => {
        const socket = net.connect(server.port, "127.0.0.1", () => {
          socket.write(
            "POST /api/send-contact-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
              "Content-Length: 100\r\n\r\n{",
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 50);
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(logged(warnings)).toMatch(/Richiesta interrotta o malformata dal client/);
      expect(logged(errors)).not.toMatch(/Errore imprevisto/);
    } finally {
      await server.close();
    }
  });
});
