/**
 * @jest-environment node
 */
/**
 * package.json's `allowScripts` (npm 11's install-script policy) names every installed package
 * that has an install script: approved (`true`) where the script fetches or builds a native
 * binary the build needs, denied (`false`) where it only prints a banner or goes online. npm
 * 11.19 still runs an unreviewed script with a warning; its documentation announces that such
 * scripts will be skipped, which for sharp or esbuild would break the build on the next fresh
 * install, long after the dependency that brought them came in. This test fails as soon as a
 * dependency with an install script is added without a decision.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..", "..");
const allowScripts: Record<string, boolean> =
  JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).allowScripts ?? {};

interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
  gypfile?: boolean;
}

/** The install-time lifecycle scripts npm would run for the package in `dir`, as npm counts them. */
function installScripts(dir: string, manifest: Manifest): string[] {
  const scripts = manifest.scripts ?? {};
  const found = ["preinstall", "install", "postinstall"].filter(
    (name) => typeof scripts[name] === "string",
  );
  // npm's implicit `node-gyp rebuild` for a package with a binding.gyp and no install script.
  if (
    !scripts.install &&
    !scripts.preinstall &&
    manifest.gypfile !== false &&
    fs.existsSync(path.join(dir, "binding.gyp"))
  )
    found.push("install (node-gyp rebuild)");
  return found;
}

/** Every package under node_modules (nested and scoped ones included) with an install script. */
function packagesWithInstallScripts(
  nodeModules: string,
  found = new Map<string, string[]>(),
): Map<string, string[]> {
  if (!fs.existsSync(nodeModules)) return found;
  for (const entry of fs.readdirSync(nodeModules)) {
    if (entry.startsWith(".")) continue;
    const dirs = entry.startsWith("@")
      ? fs
          .readdirSync(path.join(nodeModules, entry))
          .map((name) => path.join(nodeModules, entry, name))
      : [path.join(nodeModules, entry)];
    for (const dir of dirs) {
      const manifestPath = path.join(dir, "package.json");
      if (!fs.existsSync(manifestPath)) continue;
      const manifest: Manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
      const scripts = installScripts(dir, manifest);
      if (manifest.name && scripts.length > 0)
        found.set(manifest.name, [...(found.get(manifest.name) ?? []), ...scripts]);
      packagesWithInstallScripts(path.join(dir, "node_modules"), found);
    }
  }
  return found;
}

let installed: Map<string, string[]>;
beforeAll(() => {
  installed = packagesWithInstallScripts(path.join(root, "node_modules"));
});

it("allowScripts decides on every installed package that has an install script", () => {
  expect(installed.size).toBeGreaterThan(0); // sharp, esbuild, … : the walk finds them
  const undecided = [...installed.keys()].filter((name) => typeof allowScripts[name] !== "boolean");
  expect(undecided).toEqual([]);
});

it("allowScripts lists no package that is gone or no longer has an install script", () => {
  expect(Object.keys(allowScripts).filter((name) => !installed.has(name))).toEqual([]);
});

it("the native-binary packages the build needs may run their scripts", () => {
  for (const name of ["sharp", "esbuild", "lmdb", "msgpackr-extract"])
    expect(allowScripts[name]).toBe(true);
});

it("Gatsby's postinstall, which fetches its API list from unpkg.com and GitHub, is denied", () => {
  const postinstall = fs.readFileSync(
    path.join(root, "node_modules", "gatsby", "scripts", "postinstall.js"),
    "utf8",
  );
  expect(postinstall).toMatch(/getLatestAPIs\(\)/);
  const fetcher = fs.readFileSync(
    path.join(root, "node_modules", "gatsby", "dist", "utils", "get-latest-gatsby-files.js"),
    "utf8",
  );
  expect(fetcher).toContain("https://unpkg.com/gatsby/");
  expect(allowScripts.gatsby).toBe(false);
});
