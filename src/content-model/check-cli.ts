/**
 * `npm run check:content`: checks every YAML file under content/ against the content model, then
 * lists what is still to confirm before publishing (the production build stops on it).
 */
import path from "node:path";
import { checkContentDir, errorsHeading } from "./files";
import { publishingGate, readPublishingChecklist } from "./publishing-checklist";

const root = path.resolve(process.argv[2] ?? "content");
const errors = checkContentDir(root);
if (errors.length > 0) {
  console.error(`${errorsHeading(errors.length)}:\n${errors.map((e) => `  - ${e}`).join("\n")}`);
  process.exit(1);
}
console.log(`Contenuti a posto: ${root}`);
const gate = publishingGate(readPublishingChecklist(root), process.env.CONTEXT);
if (gate.message) console.log(`\n${gate.message}`);
