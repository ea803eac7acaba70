/** `npm run check:content`: checks every YAML file under content/ against the content model. */
import path from "node:path";
import { checkContentDir, errorsHeading } from "./files";

const root = path.resolve(process.argv[2] ?? "content");
const errors = checkContentDir(root);
if (errors.length > 0) {
  console.error(`${errorsHeading(errors.length)}:\n${errors.map((e) => `  - ${e}`).join("\n")}`);
  process.exit(1);
}
console.log(`Contenuti a posto: ${root}`);
