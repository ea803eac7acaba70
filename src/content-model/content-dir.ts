import path from "node:path";

/** The content folder: content/ at the site root, or CONTENT_DIR (tests point it at a copy). */
export const contentDir = process.env.CONTENT_DIR || path.resolve(process.cwd(), "content");
