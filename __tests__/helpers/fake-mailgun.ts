/**
 * A fake Mailgun HTTP API for tests: the real mailgun.js client reaches it through MAILGUN_URL.
 * Records every request (basic-auth credentials, path, parsed multipart fields).
 *
 * Modes: "ok" → 200 {"id","message"}; "fail" → 500; "hang" → never answers; "refuse" → the
 * connection is reset without an answer (as a dead or unreachable server); "unauthorized" → 401
 * (an expired key); "unknown-domain" → 404 (a MAILGUN_DOMAIN Mailgun does not have); "sandbox" →
 * 403 (a free account sending to an address it has not authorised). Every request is recorded
 * whatever the mode.
 * Usable from Jest and from plain node scripts run with tsx:
 *   const mailgun = await startFakeMailgun("ok"); process.env.MAILGUN_URL = mailgun.url; … await mailgun.close();
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMailgunMode =
  "ok" | "fail" | "hang" | "refuse" | "unauthorized" | "unknown-domain" | "sandbox";

/** Mailgun's answers to a refused message (status and body, as Mailgun words them). */
const REFUSALS: Partial<Record<FakeMailgunMode, [number, { message: string }]>> = {
  unauthorized: [401, { message: "Invalid private key" }],
  "unknown-domain": [404, { message: "Domain not found: mg.example.test" }],
  sandbox: [
    403,
    {
      message:
        "Domain sandbox0123.mailgun.org is not allowed to send: Free accounts are for test purposes only. Please upgrade or add the address to authorized recipients in Account Settings.",
    },
  ],
};

export interface RecordedMailgunRequest {
  method: string;
  /** e.g. /v3/example.test/messages */
  path: string;
  username?: string;
  password?: string;
  contentType?: string;
  /** Multipart (or urlencoded) fields; a repeated field keeps every value in `allFields`. */
  fields: Record<string, string>;
  allFields: Array<[string, string]>;
  /** The status the fake answered (200 = accepted, an email sent); undefined when it never answered. */
  status?: number;
  /** "hang": set when the client gave up on the request (closed the connection unanswered). */
  abandoned?: boolean;
}

export interface FakeMailgun {
  /** Base URL to give the client, e.g. http://127.0.0.1:54321 */
  url: string;
  requests: RecordedMailgunRequest[];
  mode: FakeMailgunMode;
  setMode(mode: FakeMailgunMode): void;
  close(): Promise<void>;
}

export const FAKE_MAILGUN_ID = "<20250101000000.fake@example.test>";

/** The environment that points the function's real mailgun.js client at a fake Mailgun. */
export function mailEnvFor(mailgun: Pick<FakeMailgun, "url">): Record<string, string> {
  return {
    MAILGUN_API_KEY: "key-test-123",
    MAILGUN_DOMAIN: "mg.example.test",
    MAILGUN_URL: mailgun.url,
    CONTACT_TO: "agenzia@example.test",
    CONTACT_FROM: "Sito <noreply@mg.example.test>",
  };
}

export async function startFakeMailgun(mode: FakeMailgunMode = "ok"): Promise<FakeMailgun> {
  const requests: RecordedMailgunRequest[] = [];
  const state = { mode };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void record(req, Buffer.concat(chunks)).then((entry) => {
        requests.push(entry);
        if (state.mode === "hang") {
          res.on("close", () => (entry.abandoned = true));
          return;
        }
        if (state.mode === "refuse") {
          req.socket.destroy();
          return;
        }
        const [status, body] =
          state.mode === "ok"
            ? [200, { id: FAKE_MAILGUN_ID, message: "Queued. Thank you." }]
            : (REFUSALS[state.mode] ?? [500, { message: "Internal fake Mailgun error" }]);
        entry.status = status;
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(next: FakeMailgunMode) {
      state.mode = next;
    },
    setMode(next: FakeMailgunMode) {
      state.mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function record(req: http.IncomingMessage, body: Buffer): Promise<RecordedMailgunRequest> {
  const contentType = req.headers["content-type"];
  const allFields: Array<[string, string]> = [];
  if (contentType && /multipart\/form-data|application\/x-www-form-urlencoded/i.test(contentType)) {
    // Node 20's fetch Request parses multipart bodies for us.
    const form = await new Request("http://fake-mailgun.local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
    for (const [name, value] of form.entries()) {
      allFields.push([name, typeof value === "string" ? value : `[file ${value.name}]`]);
    }
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of allFields) if (!Object.hasOwn(fields, name)) fields[name] = value;

  const [username, password] = parseBasicAuth(req.headers.authorization);
  return {
    method: req.method ?? "",
    path: req.url ?? "",
    username,
    password,
    contentType,
    fields,
    allFields,
  };
}

function parseBasicAuth(header: string | undefined): [string?, string?] {
  const match = /^Basic\s+(.+)$/i.exec(header ?? "");
  if (!match) return [];
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? [decoded] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}
