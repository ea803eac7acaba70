/**
 * The content's Gatsby nodes, made by gatsby-transformer-yaml from content/**.yaml (types named by
 * the content model, type-name.ts), so that a broken file never reaches the editors' preview:
 * `gatsby build` checks every file first (onPreBootstrap) and stops on an error; `npm start`
 * checks each file when it is saved and, while it has errors, gives the transformer its last good
 * text (its last committed one if it had errors at start), so the page keeps working instead of
 * crashing into Gatsby's English overlay; the errors are shown in Italian (content-check-dev.ts).
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

/** The file's text in git's last commit; undefined outside a repository or if it was never committed. */
function committedText(file: string): string | undefined {
  try {
    const args = ["-C", path.dirname(file), "show", `HEAD:./${path.basename(file)}`];
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
}

export function contentNodeMaker() {
  /** The text of each file's last version without errors, by absolute path. */
  const lastGood = new Map<string, string>();
  const read = (file: string) => fs.readFileSync(file, "utf8");
  return {
    /**
     * Remembers each file of `contentRoot` as it is now if it has no errors (`gatsby develop`
     * restarted on a warm cache does not create the nodes of unchanged files again), else its
     * last committed version if that has none.
     */
    remember(contentRoot: string): void {
      for (const relative of filesUnder(contentRoot).filter(isYamlFile)) {
        const file = path.join(contentRoot, relative);
        const valid = (text?: string) => checkContentFile(file, contentRoot, text).length === 0;
        if (valid()) lastGood.set(file, read(file));
        else {
          const committed = committedText(file);
          if (committed !== undefined && valid(committed)) lastGood.set(file, committed);
        }
      }
    },
    /**
     * Creates the nodes of one content file. `develop`: the file is checked first, and a file
     * with errors gives its last good version (none if it never had one); returns the errors.
     */
    async create(
      args: ContentNodeArgs,
      { develop, contentRoot }: { develop: boolean; contentRoot: string },
    ): Promise<string[]> {
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
