/**
 * @jest-environment node
 *
 * Store first, retry until delivered, through the real commands: `npm run serve` (engine + host) with the Mailgun
 * stand-in refusing every call; five valid requests all succeed and `npm run leads:list` shows
 * five; Mailgun back, two `npm run leads:retry` started at once, then a third: exactly five emails,
 * nothing pending, no personal data left in the store. Runs on a temporary project (its own .netlify/).
 */
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { startFakeMailgun, type FakeMailgun } from "../helpers/fake-mailgun";
import { startServeProject, type ServeProject } from "../helpers/serve-project";

jest.setTimeout(240_000);
const run = promisify(execFile);

let project: ServeProject;
let root: string;
let server: ServeProject["server"];
let mailgun: FakeMailgun;
let mailEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  mailgun = await startFakeMailgun("refuse");
  mailEnv = {
    MAILGUN_URL: mailgun.url,
    MAILGUN_API_KEY: "key-check",
    MAILGUN_DOMAIN: "mg.example.test",
    MAILGUN_TIMEOUT_MS: "2000",
    CONTACT_TO: "staff@example.test",
    CONTEXT: "",
  };
  project = await startServeProject(mailEnv);
  ({ root, server } = project);
});

afterAll(async () => {
  await project?.close();
  await mailgun?.close();
});

const npm = (script: string, ...args: string[]) =>
  run("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: root,
    env: { ...process.env, ...mailEnv, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "" },
  });

async function storeText(dir: string): Promise<string> {
  const parts: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  )) {
    if (entry.isFile()) parts.push(await readFile(path.join(entry.parentPath, entry.name), "utf8"));
  }
  return parts.join("\n");
}

it("five refused → five stored; Mailgun back, retries at once → exactly five emails, nothing left", async () => {
  for (let n = 1; n <= 5; n++) {
    const response = await fetch(`${server.url}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `Persona ${n}`,
        email: `persona${n}@example.it`,
        message: `Messaggio ${n}`,
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  }
  expect(mailgun.requests.filter((request) => request.status === 200)).toHaveLength(0);

  const listed = JSON.parse((await npm("leads:list", "--json")).stdout) as Array<{
    contact: { email: string };
  }>;
  expect(listed.map((lead) => lead.contact.email).sort()).toEqual(
    [1, 2, 3, 4, 5].map((n) => `persona${n}@example.it`),
  );
  expect((await npm("leads:list")).stdout).toMatch(/5 richieste in attesa di consegna/);

  mailgun.setMode("ok");
  await Promise.all([npm("leads:retry"), npm("leads:retry")]);
  await npm("leads:retry");

  const emails = mailgun.requests
    .filter((request) => request.status === 200)
    .map((request) => request.fields["h:Reply-To"]);
  expect(emails.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `persona${n}@example.it`));
  expect((await npm("leads:list")).stdout).toMatch(/0 richieste in attesa di consegna/);
  const left = await storeText(path.join(root, ".netlify", "blobs-serve"));
  for (let n = 1; n <= 5; n++) {
    expect(left).not.toContain(`persona${n}@example.it`);
    expect(left).not.toContain(`Persona ${n}`);
  }
});
