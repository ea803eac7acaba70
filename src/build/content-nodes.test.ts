/**
 * @jest-environment node
 */
/**
 * The content's nodes (src/build/content-nodes.ts), made by gatsby-transformer-yaml from a copy of
 * content/, and, while developing, a broken file's last good version
 * instead of its broken one. Gatsby's actions are recorded, not run: the real build and the
 * browser suite's `npm start` test use them for real.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  contentNodeMaker,
  isContentYaml,
  type ContentFileNode,
  type ContentNodeArgs,
} from "./content-nodes";
import { contentRoot } from "../../__tests__/helpers/content";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-"));
  fs.cpSync(contentRoot, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

type Created = Record<string, unknown> & {
  id: string;
  parent: string;
  internal: { type: string; contentDigest: string };
};

function fileNode(relativePath: string): ContentFileNode {
  return {
    id: `file:${relativePath}`,
    absolutePath: path.join(dir, relativePath),
    relativePath,
    sourceInstanceName: "content",
    internal: { type: "File" },
  };
}

/** Runs `create` for one file and returns the nodes it created and the links it made. */
async function create(
  maker: ReturnType<typeof contentNodeMaker>,
  relativePath: string,
  develop: boolean,
) {
  const nodes: Created[] = [];
  const links: string[] = [];
  const args: ContentNodeArgs = {
    node: fileNode(relativePath),
    actions: {
      createNode: (node) => nodes.push(node as Created),
      createParentChildLink: ({ parent, child }) => links.push(`${parent.id} -> ${child.id}`),
    },
    createNodeId: (seed) => `node:${seed}`,
    createContentDigest: (input) => `digest:${JSON.stringify(input).length}`,
  };
  const errors = await maker.create(args, { develop, contentRoot: dir });
  return { nodes, links, errors };
}

const rewrite = (relativePath: string, change: (text: string) => string) => {
  const file = path.join(dir, relativePath);
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));
};

describe("content nodes", () => {
  it("makes one node of a file, typed by its name, child of its File node, with the YAML's fields", async () => {
    const { nodes, links, errors } = await create(contentNodeMaker(), "about.yaml", false);
    expect(errors).toEqual([]);
    expect(nodes).toHaveLength(1);
    const [about] = nodes;
    expect(about.internal.type).toBe("AboutYaml");
    expect(about.parent).toBe("file:about.yaml");
    expect(about.id).toBe("node:file:about.yaml >>> YAML");
    expect((about.hero as { title: string }).title).toBe("Il tuo partner per la crescita digitale");
    expect(links).toEqual(["file:about.yaml -> node:file:about.yaml >>> YAML"]);
  });

  it("makes one node per item of a list file, and a folder's files share the folder's type", async () => {
    const services = (await create(contentNodeMaker(), "services.yaml", false)).nodes;
    expect(services.length).toBeGreaterThan(1);
    expect(services.map((node) => node.id)).toEqual(
      services.map((_, i) => `node:file:services.yaml [${i}] >>> YAML`),
    );
    expect(new Set(services.map((node) => node.internal.type))).toEqual(new Set(["ServicesYaml"]));
    const [privacy] = (await create(contentNodeMaker(), "legal/privacy-policy.yaml", false)).nodes;
    expect(privacy.internal.type).toBe("LegalYaml");
    // read as gatsby-transformer-yaml read it: an unquoted date is a Date
    expect(privacy.updatedOn).toBeInstanceOf(Date);
  });

  it("tells content YAML files from other nodes", async () => {
    expect(isContentYaml(fileNode("about.yaml"))).toBe(true);
    expect(
      isContentYaml({
        ...fileNode("images/share.jpg"),
        absolutePath: path.join(dir, "images/share.jpg"),
      }),
    ).toBe(false);
    expect(isContentYaml({ ...fileNode("about.yaml"), sourceInstanceName: "images" })).toBe(false);
    expect(isContentYaml({ ...fileNode("about.yaml"), internal: { type: "AboutYaml" } })).toBe(
      false,
    );
  });

  it("while developing, gives a file saved with errors its last good version, and the errors", async () => {
    const maker = contentNodeMaker();
    const good = await create(maker, "about.yaml", true);
    expect(good.errors).toEqual([]);
    rewrite("about.yaml", (t) => t.replace(/^( {2}title: )(.*)$/m, "$1Tre leve: $2"));
    const broken = await create(maker, "about.yaml", true);
    expect(broken.errors).toEqual([
      expect.stringMatching(/^content\/about.yaml: riga 2, colonna 18: rientro sbagliato/),
    ]);
    expect(broken.nodes).toEqual(good.nodes);
    rewrite("about.yaml", (t) =>
      t.replace("title: Tre leve: ", "title: ").replace("la crescita digitale", "crescere online"),
    );
    const fixed = await create(maker, "about.yaml", true);
    expect(fixed.errors).toEqual([]);
    expect((fixed.nodes[0].hero as { title: string }).title).toBe(
      "Il tuo partner per crescere online",
    );
  });

  it("remembers the files that are good at start-up (a warm cache creates no nodes for them)", async () => {
    const maker = contentNodeMaker();
    maker.remember(dir);
    rewrite("services.yaml", (t) => t.replace("onHome: true", "onHome: sì"));
    const broken = await create(maker, "services.yaml", true);
    expect(broken.errors).toEqual([
      expect.stringContaining(
        "content/services.yaml: [0].onHome (Servizio n. 1 › Mostra in home page): serve true (sì) o false (no)",
      ),
    ]);
    expect(broken.nodes[0].onHome).toBe(true);
  });

  it("gives a file broken before `npm start` its last committed version", async () => {
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.it", ...args], {
        cwd: dir,
        stdio: "ignore",
      });
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "contenuti");
    rewrite("about.yaml", (t) => t.replace(/^( {2}title: )(.*)$/m, "$1Tre leve: $2"));
    const maker = contentNodeMaker();
    maker.remember(dir);
    const broken = await create(maker, "about.yaml", true);
    expect(broken.errors).toEqual([
      expect.stringMatching(/^content\/about.yaml: riga 2, colonna 18: /),
    ]);
    expect((broken.nodes[0].hero as { title: string }).title).toBe(
      "Il tuo partner per la crescita digitale",
    );
  });

  it("makes no nodes of a file that never had a good version (outside git, or never committed good)", async () => {
    rewrite("about.yaml", (t) => t.replace(/^( {2}title: )(.*)$/m, "$1Tre leve: $2"));
    const maker = contentNodeMaker();
    maker.remember(dir);
    const broken = await create(maker, "about.yaml", true);
    expect(broken.errors).toHaveLength(1);
    expect(broken.nodes).toEqual([]);
  });
});
