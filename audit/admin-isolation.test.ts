/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminMarkers, checkAdminIsolation } from "./admin-isolation";

const root = path.join(__dirname, "..");

describe("the audit's proof that public pages ship no byte of the CMS", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  function publicDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-isolation-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "admin"));
    fs.writeFileSync(
      path.join(dir, "admin", "admin.js"),
      `console.log("decap-cms-app");var v=${adminMarkers(root)[0]};/*decap-cms-core*/`,
    );
    fs.writeFileSync(path.join(dir, "admin", "admin.css"), ".a{}");
    fs.writeFileSync(path.join(dir, "index.html"), '<script src="/app-1.js"></script>');
    fs.writeFileSync(path.join(dir, "app-1.js"), "var v='18.3.1';");
    fs.writeFileSync(
      path.join(dir, "app-1.js.map"),
      JSON.stringify({
        sources: [
          "webpack:///./src/sections/home/HomeHero.tsx",
          "webpack:///./node_modules/react-dom/index.js",
        ],
      }),
    );
    return dir;
  }

  it("passes a site whose pages and chunks hold nothing of the admin, and measures the admin", () => {
    const result = checkAdminIsolation(publicDir(), root);
    expect(result.leaks).toEqual([]);
    expect(result.siteScripts).toBe(1);
    expect(result.adminScriptGzip).toBeGreaterThan(0);
  });

  it("reads the source maps where the build moved them (.build-meta/ beside public/)", () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "admin-isolation-project-"));
    dirs.push(project);
    const dir = path.join(project, "public");
    fs.cpSync(publicDir(), dir, { recursive: true });
    fs.rmSync(path.join(dir, "app-1.js.map"));
    fs.mkdirSync(path.join(project, ".build-meta"));
    fs.writeFileSync(
      path.join(project, ".build-meta", "app-1.js.map"),
      JSON.stringify({ sources: ["webpack:///./src/cms/admin/index.tsx"] }),
    );
    expect(checkAdminIsolation(dir, root).leaks).toEqual([
      "app-1.js is built from webpack:///./src/cms/admin/index.tsx",
    ]);
    fs.rmSync(path.join(project, ".build-meta"), { recursive: true });
    expect(() => checkAdminIsolation(dir, root)).toThrow(/no source map/);
  });

  it("finds a page that loads the admin, a chunk built from Decap, and admin code copied into a chunk", () => {
    const dir = publicDir();
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<script src="/app-1.js"></script><link rel="preload" href="/admin/admin.js">',
    );
    fs.writeFileSync(
      path.join(dir, "app-1.js.map"),
      JSON.stringify({ sources: ["webpack:///./node_modules/decap-cms-core/dist/esm/index.js"] }),
    );
    fs.writeFileSync(
      path.join(dir, "2-x.js"),
      fs.readFileSync(path.join(dir, "admin", "admin.js")),
    );
    const { leaks } = checkAdminIsolation(dir, root);
    expect(leaks).toEqual(
      expect.arrayContaining([
        "index.html references /admin/",
        "app-1.js is built from webpack:///./node_modules/decap-cms-core/dist/esm/index.js",
        "2-x.js contains decap-cms-app",
      ]),
    );
  });
});
