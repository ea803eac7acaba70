/**
 * The content's Gatsby nodes, made by gatsby-transformer-yaml from content/**.yaml (one node per
 * file, or per item of a list file; the type named by the content model, type-name.ts), so that
 * a broken file never reaches the pages of the editors' preview:
 *
 * - `gatsby build` checks every file before it reads any (onPreBootstrap) and stops on an error;
 * - `npm start` checks each file again when it is saved. While a file has errors, the transformer
 *   is given its last good text, so the page keeps working instead of crashing into Gatsby's
 *   English error overlay, and the errors are shown, in Italian, in the terminal and on the page
 *   (content-check-dev.ts). Saved again without errors, the file's new content appears. A file
 *   that already has errors when `npm start` starts shows its last committed version.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { onCreateNode as transformYaml } from "gatsby-transformer-yaml/gatsby-node";
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
  create(
    args: ContentNodeArgs,
    options: { develop: boolean; contentRoot: string },
  ): Promise<string[]>;
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
  /** The text of each file's last version without errors, by absolute path. */
  const lastGood = new Map<string, string>();
  const read = (file: string) => fs.readFileSync(file, "utf8");
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
          lastGood.set(file, committed);
        }
      }
    },
    async create(args, { develop, contentRoot }) {
      const file = args.node.absolutePath;
      const errors = develop ? checkContentFile(file, contentRoot) : [];
      if (errors.length === 0) lastGood.set(file, read(file));
      const text = lastGood.get(file);
      if (text !== undefined) {
        await transformYaml(
          { ...args, loadNodeContent: async () => text },
          { typeName: ({ node }) => contentTypeName(node.relativePath) },
        );
      }
      return errors;
    },
  };
}
