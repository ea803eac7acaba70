import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  ensureLocalBackend,
  localBackendAnswers,
  type LocalBackend,
} from "../src/develop/local-cms-backend";
import { LOCAL_BACKEND_PORT } from "../src/cms/admin/constants";
import { parseContent } from "../src/cms/formats";
import { startDevelopCopy, type DevelopServer } from "../__tests__/helpers/develop";
import {
  backupComesBack,
  brokenFileExplained,
  decimalComma,
  enterCms,
  expectMediaTabListsEveryImage,
  expectSaved,
  itemLabel,
  legalPageDatedToday,
  onPhone,
  openCmsEntry,
  publish,
  publishThenUndo,
  refusalsInView,
  type Editor,
} from "./decap-ui";
import { test } from "./fixtures";
import { content, DESKTOP, eventually, MOBILE, ROUTES } from "./helpers";

type ContactYaml = NonNullable<Queries.ContactPageQuery["contactYaml"]>;
type Site = Queries.SiteYaml;
type AboutYaml = NonNullable<Queries.AboutPageQuery["aboutYaml"]>;

/** Gatsby's development overlay ("Unhandled Runtime Error…") lives in this element's shadow root. */
async function overlayText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("gatsby-fast-refresh"))
      .flatMap((host) => Array.from(host.shadowRoot?.children ?? []))
      .filter((child) => child.tagName !== "STYLE")
      .map((child) => child.textContent ?? "")
      .join(" ")
      .trim(),
  );
}

/**
 * `settle` for the development server: it has no `onInitialClientRender` performance mark (only
 * the production runtime sets it), and its HTML has an empty body (Gatsby's develop-static-entry
 * renders `body: ""`), so the page's main heading exists only once the client runtime (React)
 * has rendered the page; then idle.
 */
async function settleDevelop(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-splash") !== "show",
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState("load");
  await page.waitForFunction(
    () => document.querySelector("#___gatsby main h1") !== null,
    undefined,
    { timeout: 60_000 },
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

const contentOf = (server: DevelopServer) => path.join(server.dir, "content");

/** An editor's browser: Italian, desktop size, every request beyond 127.0.0.1 refused and noted. */
async function editorPage(
  browser: Browser,
  foreign: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    locale: "it-IT",
  });
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    const local =
      url.protocol === "data:" ||
      url.protocol === "blob:" ||
      url.hostname === "127.0.0.1" ||
      url.hostname === "localhost";
    if (!local) foreign.push(url.href);
    // A request still in flight when the context closes cannot be continued: not a failure.
    await (local ? route.continue() : route.abort()).catch(() => undefined);
  });
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(240_000);
  page.on("dialog", (dialog) => void dialog.accept());
  return { context, page };
}

/** The running site's `route` shows `text` in its main heading (Gatsby may need a reload). */
async function siteShows(
  browser: Browser,
  baseUrl: string,
  route: string,
  text: string,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await eventually(
      async () => {
        await page.goto(`${baseUrl}${route}`);
        await settleDevelop(page);
        return (await page.locator("main h1").innerText()).replace(/\s+/g, " ").includes(text);
      },
      `the running site's ${route} shows «${text}»`,
      90_000,
    );
  } finally {
    await context.close();
  }
}

test("npm start: every route renders without Gatsby's error overlay or a console error; unknown paths get the site's 404; the contact form works; /admin/ starts a local Decap proxy of its own, beside another folder's on its port, and an edit saved there reaches this folder's YAML file and the running site; the editor's scenarios (publish, undo, publish; a backup restored; a decimal comma; refusals in view; a legal page's date; a phone) work there; a file broken by hand keeps its last good version on the page, under an Italian panel naming the file and the line, until it is fixed, and the editor opens it with the same message and nothing to save", async ({
  browser,
  root,
  openPage,
}) => {
  test.setTimeout(900_000);
  const site = content<Site>(root, "site.yaml");
  const { form } = content<ContactYaml>(root, "contact.yaml");
  // Another checkout's proxy left running on the admin's port (its `npm start` stopped, say):
  // the edits made in this one must not reach it. Started here unless one already answers.
  const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "other-checkout-"));
  fs.mkdirSync(path.join(otherDir, "content"));
  fs.copyFileSync(
    path.join(root, "content", "testimonials.yaml"),
    path.join(otherDir, "content", "testimonials.yaml"),
  );
  const otherTestimonials = () =>
    fs.readFileSync(path.join(otherDir, "content", "testimonials.yaml"), "utf8");
  const otherBefore = otherTestimonials();
  let otherProxy: LocalBackend | undefined;
  try {
    if (!(await localBackendAnswers(LOCAL_BACKEND_PORT))) {
      otherProxy = await ensureLocalBackend({
        port: LOCAL_BACKEND_PORT,
        repoDir: otherDir,
        projectDir: root,
      });
      assert.equal(
        otherProxy.port,
        LOCAL_BACKEND_PORT,
        "the other folder's proxy is on the admin's port",
      );
    }
    // The README's command alone: /admin/ starts Decap's local proxy itself (src/develop/local-cms-backend.ts).
    const server = await startDevelopCopy(root);
    try {
      for (const viewport of [MOBILE, DESKTOP]) {
        for (const route of ROUTES) {
          // The first visit of a session, splash included: the runtime the editors see.
          const opened = await openPage({
            siteUrl: server.baseUrl,
            viewport,
            skipSplash: route !== "/",
          });
          try {
            await opened.page.goto(`${server.baseUrl}${route}`);
            await settleDevelop(opened.page);
            assert.equal(
              await overlayText(opened.page),
              "",
              `${route} (${viewport.width}px): error overlay`,
            );
            assert.deepEqual(opened.errors, [], `${route} (${viewport.width}px): console errors`);
            assert.deepEqual(opened.foreignRequests, [], `${route}: requests beyond 127.0.0.1`);
            assert.ok(
              (await opened.page.locator("main h1").count()) === 1,
              `${route}: one page heading`,
            );
          } finally {
            await opened.close();
          }
        }
      }

      const missing = "/pagina-che-non-esiste/";
      const notFound = await openPage({ siteUrl: server.baseUrl });
      try {
        const response = await notFound.page.goto(`${server.baseUrl}${missing}`);
        assert.equal(response?.status(), 404);
        await settleDevelop(notFound.page);
        await notFound.page.getByRole("heading", { name: site.notFound.title }).waitFor();
        assert.equal(await overlayText(notFound.page), "");
        // The page itself answering 404, and the spec's log line with the path: nothing else.
        const unexpected = notFound.errors.filter(
          (e) =>
            !e.includes("status of 404") &&
            !(
              e.includes("404 Error: User attempted to access non-existent route:") &&
              e.includes(missing)
            ),
        );
        assert.deepEqual(unexpected, [], "console errors on the 404 page");
      } finally {
        await notFound.close();
      }

      const contact = await openPage({ siteUrl: server.baseUrl, viewport: MOBILE });
      try {
        const { page } = contact;
        await page.goto(`${server.baseUrl}/contatti/`);
        await settleDevelop(page);
        await page.getByLabel(form.nameLabel, { exact: false }).first().fill("Giulia Bianchi");
        await page
          .getByLabel(form.emailLabel, { exact: false })
          .first()
          .fill("giulia.bianchi@example.it");
        await page
          .getByLabel(form.messageLabel, { exact: false })
          .first()
          .fill("Vorrei un preventivo per i social del mio ristorante.");
        const answer = page.waitForResponse(
          (r) => r.url().endsWith("/api/send-contact-email") && r.request().method() === "POST",
        );
        await page.locator('form button[type="submit"]').click();
        assert.equal((await answer).status(), 200, "the contact function answers in npm start");
        await page.getByRole("status").getByText(site.toasts.success.title).waitFor();
        assert.deepEqual(contact.errors, [], "console errors while sending");
      } finally {
        await contact.close();
      }

      // The editor's round trip: /admin/ on the dev server (built, and its proxy started, on its
      // first visit), the one-click local login, a testimonial changed and saved; the file in the
      // copy changes and the running site shows it. Nothing may leave 127.0.0.1 (Decap falls back
      // to GitHub when it finds no local proxy).
      const savedText = "Scritto nel CMS e subito visibile nell'anteprima del sito.";
      const foreign: string[] = [];
      const { context: editor, page } = await editorPage(browser, foreign);
      try {
        await enterCms(page, server.baseUrl, 240_000);
        await expectMediaTabListsEveryImage(page, path.join(server.dir, "content"));
        const fields = await openCmsEntry(page, server.baseUrl, "testimonials.yaml");
        await page
          .getByLabel(itemLabel(fields, "content"), { exact: true })
          .first()
          .fill(savedText);
        await publish(page);
        await expectSaved(page);
        const file = path.join(server.dir, "content", "testimonials.yaml");
        const firstTestimonial = () =>
          (parseContent(fs.readFileSync(file, "utf8")) as { content: string }[])[0].content;
        await eventually(
          () => firstTestimonial() === savedText,
          "the saved testimonial in content/testimonials.yaml",
          15_000,
        );
        assert.equal(otherTestimonials(), otherBefore, "the other folder's content/ is untouched");

        // What an editor meets, on the site they run (the scenarios the built admin's tests run
        // too, e2e/decap-ui.ts): a change published and typed back is published again and the
        // running site shows each; a backup restores; decimals with a comma; refusals in view;
        // a legal page's date; every step on a phone.
        const session: Editor = { page, baseUrl: server.baseUrl, contentDir: contentOf(server) };
        const pageErrors: string[] = [];
        page.on("pageerror", (error) => pageErrors.push(error.message));
        await publishThenUndo(session, (title) => siteShows(browser, server.baseUrl, "/", title));
        await backupComesBack(session);
        await decimalComma(session);
        await refusalsInView(session);
        await legalPageDatedToday(session);
        await onPhone(session);
        assert.deepEqual(pageErrors, [], "no uncaught error in the editor");
        assert.deepEqual(foreign, [], "no request leaves 127.0.0.1");
      } finally {
        await editor.close();
      }
      const visitor = await openPage({ siteUrl: server.baseUrl });
      try {
        await eventually(
          async () => {
            await visitor.page.goto(`${server.baseUrl}/portfolio/`);
            await settleDevelop(visitor.page);
            return (await visitor.page.getByText(savedText).count()) > 0;
          },
          "the running site shows the saved testimonial",
          90_000,
        );
      } finally {
        await visitor.close();
      }

      // The terminal the editor reads: Gatsby's own warnings and errors (not npm's notices).
      // eslint-disable-next-line no-control-regex -- strips the terminal's colour codes
      const printed = server.output().replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
      const complaints = printed
        .split("\n")
        .filter((line) => /^\s*(warn|error|ERROR)\b/.test(line));
      assert.deepEqual(complaints, [], "npm start printed warnings or errors");
      // Gatsby's reporter wraps long lines.
      assert.match(
        printed,
        /CMS: proxy locale di Decap avviato su 127\.0\.0\.1:(?!8081\b)\d+\s+\(la\s+porta\s+8081\s+è\s+occupata\s/,
        "the terminal says where the proxy went and why",
      );

      // An editor saves a file broken by hand. The page keeps the file's last good version
      // (no crash into Gatsby's English overlay) and an Italian panel names the file, the line
      // and the mistake; saved again fixed, the panel goes and the page shows the change.
      const about = path.join(server.dir, "content", "about.yaml");
      const original = fs.readFileSync(about, "utf8");
      const heroTitle = content<AboutYaml>(root, "about.yaml").hero.title;
      const changedTitle = "Il tuo partner per crescere online";
      // Line 2 is seo.title: an unquoted ": " inside a value.
      fs.writeFileSync(about, original.replace(/^( {2}title: )(.*)$/m, "$1Tre leve: $2"));
      // Once Gatsby has read the broken file (its report in the terminal), not before.
      // eslint-disable-next-line no-control-regex -- strips the terminal's colour codes
      const terminal = () => server.output().replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
      await eventually(
        () =>
          /Un errore nei contenuti \(correggi i file YAML in content\/\):\s+- content\/about\.yaml: riga 2, colonna 18:/.test(
            terminal(),
          ),
        "the terminal's Italian report of the broken file",
        60_000,
      );
      const preview = await openPage({ siteUrl: server.baseUrl });
      const foreignFromEditor: string[] = [];
      try {
        const { page } = preview;
        await page.goto(`${server.baseUrl}/chi-siamo/`);
        await settleDevelop(page);
        const panel = page.locator("[data-content-check]");
        await panel.waitFor({ timeout: 30_000 });
        const said = await panel.innerText();
        assert.match(said, /^Un errore nei contenuti\n/, said);
        assert.match(
          said,
          /content\/about\.yaml: riga 2, colonna 18: rientro sbagliato .+ un testo con «: » scritto senza virgolette/,
          said,
        );
        assert.match(said, /2 \| {3}title: Tre leve: /, "the panel shows the line");
        assert.match(said, /correggilo e salvalo, e questo avviso sparisce da solo/, said);
        // The editor opens it with the same message, and nothing to save over it.
        const broken = await editorPage(browser, foreignFromEditor);
        try {
          await enterCms(broken.page, server.baseUrl);
          const site = await panel.locator("li").first().innerText();
          await brokenFileExplained(
            { page: broken.page, baseUrl: server.baseUrl, contentDir: contentOf(server) },
            "about.yaml",
            site,
          );
        } finally {
          await broken.context.close();
        }
        assert.deepEqual(foreignFromEditor, [], "no request leaves 127.0.0.1");
        assert.equal(
          (await page.locator("main h1").innerText()).replace(/\s+/g, " "),
          heroTitle,
          "the last good version stays on the page",
        );
        assert.equal(await overlayText(page), "", "no Gatsby error overlay");

        fs.writeFileSync(about, original.replace(heroTitle, changedTitle));
        await panel.waitFor({ state: "detached", timeout: 30_000 });
        // Gatsby usually pushes the new data to the open page; a reload is the editor's fallback.
        await eventually(
          async () => {
            if ((await page.locator("main h1").innerText()).replace(/\s+/g, " ") === changedTitle)
              return true;
            await page.reload();
            await settleDevelop(page);
            return false;
          },
          "the fixed file's change on the page",
          60_000,
        );
        assert.equal(await overlayText(page), "", "no Gatsby error overlay after the fix");
        assert.deepEqual(preview.errors, [], "console errors while the file was broken and fixed");
      } finally {
        await preview.close();
        fs.writeFileSync(about, original);
      }
      assert.doesNotMatch(
        terminal(),
        /YAMLException|threw an error while running the onCreateNode/,
        "no stack trace of the YAML parser",
      );
    } catch (error) {
      throw new Error(
        `${(error as Error).stack ?? error}\n--- npm start printed (last lines):\n${server.output().slice(-3000)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    otherProxy?.child?.kill();
    fs.rmSync(otherDir, { recursive: true, force: true });
  }
});
