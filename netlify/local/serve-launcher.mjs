/**
 * `npm run serve`: runs serve.ts with TypeScript loaded through tsx's API in this thread only. The
 * engine runs each function call in a worker thread, and a worker inherits the loaders given on the
 * command line: under the `tsx` command every call would load tsx too. The function bundles the
 * workers run are plain JavaScript.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
require("tsx/cjs/api").register();
require("./serve.ts").run();
