/**
 * `npm run serve` on a temporary project: a two-page publish folder, the repository's netlify/
 * code and package.json, its own .netlify/ (so the Blobs store starts empty and is thrown away).
 */
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "./repo";
import { startServeProcess, type ServeProcess } from "./serve-process";

export interface ServeProject {
  root: string;
  server: ServeProcess;
  close(): Promise<void>;
}

export async function startServeProject(env: NodeJS.ProcessEnv): Promise<ServeProject> {
  const root = await mkdtemp(path.join(os.tmpdir(), "serve-project-"));
  await mkdir(path.join(root, "public"), { recursive: true });
  await writeFile(path.join(root, "public", "index.html"), "<!doctype html><title>Home</title>");
  await writeFile(path.join(root, "public", "404.html"), "<!doctype html><title>404</title>");
  await writeFile(path.join(root, "netlify.toml"), '[build]\n  publish = "public"\n');
  await cp(path.join(repoRoot, "netlify"), path.join(root, "netlify"), { recursive: true });
  await cp(path.join(repoRoot, "package.json"), path.join(root, "package.json"));
  await symlink(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"));
  const server = await startServeProcess({ cwd: root, env });
  return {
    root,
    server,
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
