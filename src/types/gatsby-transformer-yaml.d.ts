/** The part of gatsby-transformer-yaml's gatsby-node the site calls (src/build/content-nodes.ts). */
declare module "gatsby-transformer-yaml/gatsby-node" {
  export interface YamlTypeNameArgs {
    node: { relativePath: string };
    object: unknown;
    isArray: boolean;
  }
  export function onCreateNode(
    args: {
      node: { id: string };
      actions: {
        createNode(node: Record<string, unknown> & { id: string }): unknown;
        createParentChildLink(args: { parent: { id: string }; child: { id: string } }): unknown;
      };
      loadNodeContent(node: unknown): Promise<string>;
      createNodeId(seed: string): string;
      createContentDigest(input: unknown): string;
    },
    options: { typeName: (args: YamlTypeNameArgs) => string },
  ): Promise<void>;
}
