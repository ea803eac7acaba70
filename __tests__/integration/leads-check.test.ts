/**
 * @jest-environment node
 *
 * The check, through the real commands: `npm run serve` (engine + host) with the Mailgun
 * stand-in refusing every call; five valid requests all succeed and `npm run leads:list` shows
 * five; Mailgun back, two `npm run leads:retry` started at once, then a third: exactly five emails,
 * nothing pending, no personal data left in the store. Runs on a temporary project (its own .netlify/).
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startFakeMailgun, type FakeMailgun } from "../helpers/fake-mailgun";
import { startServeProcess, type ServeProcess } from "../helpers/serve-process";

jest.setTimeout(240_000);
const run = promisify(execFile);
const repo = path.resolve(__dirname, "..", "..");

let root: string;
let mailgun: FakeMailgun;
let server: ServeProcess;
let mailEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "leads-check-"));
  await mkdir(path.join(root, "public"), { recursive: true });
  await writeFile(path.join(root, "public", "index.html"), "<!doctype html><title>Home</title>");
  await writeFile(path.join(root, "public", "404.html"), "<!doctype html><title>404</title>");
  await writeFile(path.join(root, "netlify.toml"), '[build]\n  publish = "public"\n');
  for (const dir of ["functions", "lib", "local", "cli"])
    await cp(path.join(repo, "netlify", dir), path.join(root, "netlify", dir), { recursive: true });
  await cp(path.join(repo, "package.json"), path.join(root, "package.json"));
  await symlink(path.join(repo, "node_modules"), path.join(root, "node_modules"));
  mailgun = await startFakeMailgun("refuse");
  mailEnv = {
    MAILGUN_URL: mailgun.url,
    MAILGUN_API_KEY: "key-check",
    MAILGUN_DOMAIN: "mg.example.test",
    MAILGUN_TIMEOUT_MS: "2000",
    CONTACT_TO: "staff@example.test",
    CONTEXT: "",
  };
  server = await startServeProcess({ cwd: root, env: mailEnv });
});

afterAll(async () => {
  await server?.close();
  await mailgun?.close();
  await rm(root, { recursive: true, force: true });
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
