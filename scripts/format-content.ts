/**
 * `npm run content:format`: rewrites every YAML file under content/ in the canonical form the CMS
 * writes (src/cms/formats.ts), so that saving an entry in the CMS without changes leaves its file
 * byte-identical and later diffs show only real edits; comments stay. Refuses to touch a file
 * whose data would change (only the layout may), and exits 1 on a file that does not pass the
 * content check.
 *   npm run content:format            rewrite in place
 *   npm run content:format -- --check list the files that are not canonical, exit 1 if any
 */
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import yaml from "js-yaml";
import { keepComments } from "../src/cms/comments";
import { orderByModel, parseContent, serializeContent } from "../src/cms/formats";
import {
  checkContentDir,
  contentTypeName,
  errorsHeading,
  listYamlFiles,
} from "../src/content-model/files";

const args = process.argv.slice(2);
const check = args.includes("--check");
const root = path.resolve(
  args.find((arg) => !arg.startsWith("--")) ?? process.env.CONTENT_DIR ?? "content",
);

const errors = checkContentDir(root);
if (errors.length > 0) {
  console.error(
    `${errorsHeading(errors.length)}: correggili prima (npm run check:content):\n${errors.map((e) => `  - ${e}`).join("\n")}`,
  );
  process.exit(1);
}

const changed: string[] = [];
for (const file of listYamlFiles(root).sort()) {
  const text = fs.readFileSync(file, "utf8");
  const typeName = contentTypeName(path.relative(root, file));
  const data = orderByModel(typeName, parseContent(text));
  // The canonical layout, with the file's comments where they were (as the CMS keeps them).
  const canonical = keepComments(text, serializeContent(data, typeName));
  if (canonical === text) continue;
  // The same data both for the CMS's reader and for the build's (js-yaml's default schema, with dates).
  const asBuilt = (source: string) => yaml.load(source);
  if (
    !isDeepStrictEqual(parseContent(canonical), data) ||
    !isDeepStrictEqual(asBuilt(canonical), orderByModel(typeName, asBuilt(text)))
  ) {
    console.error(
      `${path.relative(process.cwd(), file)}: the canonical form would change the data; left as it is`,
    );
    process.exit(1);
  }
  changed.push(path.relative(process.cwd(), file));
  if (!check) fs.writeFileSync(file, canonical);
}
if (check && changed.length > 0) {
  console.error(
    `Not in the canonical form (run npm run content:format):\n${changed.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  changed.length === 0
    ? "Content already canonical"
    : `Rewrote ${changed.length} file(s):\n  ${changed.join("\n  ")}`,
);
