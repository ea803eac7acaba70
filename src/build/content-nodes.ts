/**
 * The content's Gatsby nodes, made by the site from content/**.yaml as gatsby-transformer-yaml
 * made them (one node per file, or per item of a list file; the type named by type-name.ts; the
 * File node as parent, for the image fields' relative paths), so that a broken file never
 * reaches the pages of the editors' preview:
 *
 * - `gatsby build` checks every file before it reads any (onPreBootstrap) and stops on an error;
 * - `npm start` checks each file again when it is saved. While a file has errors, its last good
 *   version stays in the preview (the page keeps working instead of crashing into Gatsby's English
 *   error overlay) and the errors are shown, in Italian, in the terminal and on the page
 *   (content-check-dev.ts). Saved again without errors, the file's new content appears. A file
 *   that already has errors when `npm start` starts shows its last committed version.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { filesUnder } from "./files-under";
import { checkContentFile, contentTypeName, isYamlFile } from "../content-model/files";

/** The part of a File node from gatsby-source-filesystem this module reads. */
export interface ContentFileNode {
  id: string;
  absolutePath: string;
  relativePath: string;
  sourceInstanceName: string;
  internal: { type: string };
}

export interface ContentNodeArgs {
  node: ContentFileNode;
  actions: {
    createNode(node: Record<string, unknown> & { id: string }): unknown;
    createParentChildLink(args: { parent: ContentFileNode; child: { id: string } }): unknown;
  };
  createNodeId(seed: string): string;
  createContentDigest(input: unknown): string;
}

/** gatsby-config's name for content/ in gatsby-source-filesystem. */
export const CONTENT_SOURCE = "content";

export const isContentYaml = (node: {
  internal: { type: string };
  sourceInstanceName?: unknown;
  absolutePath?: unknown;
}): boolean =>
  node.internal.type === "File" &&
  node.sourceInstanceName === CONTENT_SOURCE &&
  typeof node.absolutePath === "string" &&
  isYamlFile(node.absolutePath);

export interface ContentNodeMaker {
  /**
   * Remembers every file of `contentRoot` that has no errors now as its last good version
   * (`gatsby develop` restarted on a warm cache does not create the nodes of unchanged files
   * again); for a file that has errors already, its last committed version if that has none.
   */
  remember(contentRoot: string): void;
  /**
   * Creates the nodes of one content file. `develop`: the file is checked first, and a file with
   * errors gives its last good version (none if it never had one); the errors are returned.
   */
  create(args: ContentNodeArgs, options: { develop: boolean; contentRoot: string }): string[];
}

/** The file's text in git's last commit; undefined outside a repository or if it was never committed. */
function committedText(file: string): string | undefined {
  try {
    return execFileSync(
      "git",
      ["-C", path.dirname(file), "show", `HEAD:./${path.basename(file)}`],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
  } catch {
    return undefined;
  }
}

export function contentNodeMaker(): ContentNodeMaker {
  /** The data of each file's last version without errors, by absolute path. */
  const lastGood = new Map<string, unknown>();
  // js-yaml's default schema, as gatsby-transformer-yaml read the files (a date is a Date).
  const read = (file: string) => yaml.load(fs.readFileSync(file, "utf8"));
  return {
    remember(contentRoot) {
      for (const relative of filesUnder(contentRoot).filter(isYamlFile)) {
        const file = path.join(contentRoot, relative);
        if (checkContentFile(file, contentRoot).length === 0) {
          lastGood.set(file, read(file));
          continue;
        }
        const committed = committedText(file);
        if (
          committed !== undefined &&
          checkContentFile(file, contentRoot, committed).length === 0
        ) {
          lastGood.set(file, yaml.load(committed));
        }
      }
    },
    create(args, { develop, contentRoot }) {
      const file = args.node;
      const errors = develop ? checkContentFile(file.absolutePath, contentRoot) : [];
      let data: unknown;
      if (errors.length === 0) {
        data = read(file.absolutePath);
        lastGood.set(file.absolutePath, data);
      } else {
        data = lastGood.get(file.absolutePath);
      }
      const type = contentTypeName(file.relativePath);
      const add = (object: unknown, seed: string) => {
        if (object === null || typeof object !== "object" || Array.isArray(object)) return;
        const child = {
          ...(object as Record<string, unknown>),
          id: args.createNodeId(seed),
          children: [],
          parent: file.id,
          internal: { type, contentDigest: args.createContentDigest(object) },
        };
        args.actions.createNode(child);
        args.actions.createParentChildLink({ parent: file, child });
      };
      if (Array.isArray(data))
        data.forEach((item, index) => add(item, `${file.id} [${index}] >>> YAML`));
      else add(data, `${file.id} >>> YAML`);
      return errors;
    },
  };
}
