/**
 * `npm run test:html`: proves each built route's HTML carries its key copy without any
 * JavaScript. The expected strings are read from content/ YAML, so the check follows the
 * editors' changes. Run after `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import {
  LOADER_ID,
  loaderSources,
} from "../../plugins/gatsby-plugin-first-load/scripts-after-first-paint";
import {
  pageDataDir,
  pagePathOf,
  readWebpackStats,
} from "../../plugins/gatsby-plugin-first-load/page-resources";
import { BUILD_META_DIR } from "../../src/build/build-meta";
import { filesUnder } from "../../src/build/files-under";
import {
  fillPlaceholders,
  placeholderNames,
  placeholderValues,
} from "../../src/content-model/model/placeholders";
import { OPTIONS_RECORD, resolveOptions } from "../../plugins/gatsby-plugin-first-load/options";
import { inlinedStylesheets } from "../../plugins/gatsby-plugin-first-load/stylesheet-order";

const root = process.cwd();
const publicDir = path.join(root, "public");
/** A content file, typed by the GraphQL query that reads it (typegen). */
const read = <T>(file: string): T =>
  yaml.load(fs.readFileSync(path.join(root, "content", file), "utf8")) as T;

const site = read<Queries.SiteYaml>("site.yaml");
const values = placeholderValues(site);
const fill = (text: string) => fillPlaceholders(text, placeholderNames, values);

const decode = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

const metrics =
  read<Array<Queries.MetricCounterFragment & Queries.StatTileFragment>>("metrics.yaml");
const claims = metrics.map(
  (m) =>
    `${new Intl.NumberFormat("it-IT", { minimumFractionDigits: m.decimals, maximumFractionDigits: m.decimals }).format(m.value)}${m.suffix}`,
);
const home = read<NonNullable<Queries.HomePageQuery["homeYaml"]>>("home.yaml");
const servicesPage =
  read<NonNullable<Queries.ServicesPageQuery["servicesPageYaml"]>>("services-page.yaml");
const services = read<Array<Queries.ServiceCardFragment & { onHome: boolean }>>("services.yaml");
const about = read<NonNullable<Queries.AboutPageQuery["aboutYaml"]>>("about.yaml");
const portfolio = read<NonNullable<Queries.PortfolioPageQuery["portfolioYaml"]>>("portfolio.yaml");
const caseStudies = read<Queries.CaseStudyCardFragment[]>("case-studies.yaml");
const testimonials = read<Queries.TestimonialCardFragment[]>("testimonials.yaml");
const contact = read<NonNullable<Queries.ContactPageQuery["contactYaml"]>>("contact.yaml");
const privacy = read<Queries.LegalDocumentFragment>("legal/privacy-policy.yaml");
const terms = read<Queries.LegalDocumentFragment>("legal/termini-servizio.yaml");

const shell = [
  ...site.nav.map((item) => item.label),
  site.headerCta.label,
  fill(site.footer.copyright),
  // Company disclosures (art. 2250 c.c.) in the footer of every page.
  fill(site.footer.companyDetails),
  site.splash.message,
];
/** A legal page's first section names the company with its register data, besides the footer. */
const firstParagraph = (doc: Queries.LegalDocumentFragment) =>
  fill(doc.sections[0].blocks[0].text ?? "");

const routes: Record<string, string[]> = {
  "index.html": [
    ...shell,
    `${home.hero.title} ${home.hero.titleHighlight}`,
    home.hero.primary.label,
    home.hero.secondary.label,
    ...claims,
    ...metrics.map((m) => m.homeLabel),
    home.stats.note,
    ...services.filter((s) => s.onHome).map((s) => s.title),
    home.services.linkLabel,
    fill(home.why.title),
    ...home.why.reasons.map((r) => r.title),
    home.cta.primary.label,
  ],
  "servizi/index.html": [
    ...shell,
    servicesPage.hero.title,
    ...services.flatMap((s) => [s.title, ...s.features]),
    servicesPage.cardCta.label,
    ...servicesPage.method.steps.map((s) => s.title),
  ],
  "chi-siamo/index.html": [
    ...shell,
    about.hero.title,
    about.mission.title,
    ...about.values.items.map((v) => v.title),
    ...about.points.items.map((p) => p.title),
    ...about.method.steps.map((s) => s.title),
  ],
  "portfolio/index.html": [
    ...shell,
    "Portfolio & Risultati",
    ...portfolio.hero.badges.map((b) => b.label),
    ...claims,
    ...metrics.flatMap((m) => [m.label, m.subtitle]),
    portfolio.metrics.note,
    ...caseStudies.flatMap((c) => [c.title, c.category, ...c.results]),
    portfolio.caseStudies.more,
    ...testimonials.slice(0, 3).map((t) => t.name),
    portfolio.cta.primary.label,
    portfolio.cta.secondary?.label ?? "Scopri i Servizi",
  ],
  "contatti/index.html": [
    ...shell,
    contact.hero.title,
    contact.form.title,
    contact.form.nameLabel,
    contact.form.submitLabel,
    site.phone,
    site.email,
    ...site.openingHours.flatMap((h) => [h.days, h.hours]),
  ],
  "privacy-policy/index.html": [
    ...shell,
    privacy.title,
    privacy.updatedLabel,
    ...privacy.sections.map((s) => s.title),
    firstParagraph(privacy),
  ],
  "termini-servizio/index.html": [
    ...shell,
    terms.title,
    terms.updatedLabel,
    ...terms.sections.map((s) => s.title),
    firstParagraph(terms),
  ],
  "404.html": [...shell, site.notFound.title, fill(site.notFound.text), site.notFound.homeLink],
};

const stats = readWebpackStats(publicDir, path.join(root, BUILD_META_DIR));
// What only an optimisation produces is checked where the build had it on (gatsby-plugin-first-load
// records its options; a build without the record had every one on).
const optionsRecord = path.join(root, BUILD_META_DIR, OPTIONS_RECORD);
const on = resolveOptions(
  fs.existsSync(optionsRecord) ? JSON.parse(fs.readFileSync(optionsRecord, "utf8")) : {},
  undefined,
);
const cssOf = (chunkGroup: string) =>
  (stats.assetsByChunkName?.[chunkGroup] ?? [])
    .filter((file) => file.endsWith(".css"))
    .map((file) => `/${file}`);
/** The stylesheets a page inlines, in webpack's order: the app's (global CSS and the shell), then its own page component's. */
function expectedStylesheets(html: string): string[] {
  const pagePath = pagePathOf(html) ?? "";
  const pageData = JSON.parse(
    fs.readFileSync(
      path.join(publicDir, "page-data", pageDataDir(pagePath), "page-data.json"),
      "utf8",
    ),
  ) as { componentChunkName: string };
  return [...cssOf("app"), ...cssOf(pageData.componentChunkName)];
}

let passed = 0;
let failed = 0;
for (const [file, expected] of Object.entries(routes)) {
  const full = path.join(publicDir, file);
  if (!fs.existsSync(full)) {
    console.error(`✗ ${file}: not built (run npm run build first)`);
    failed += 1;
    continue;
  }
  const html = fs.readFileSync(full, "utf8");
  // Gatsby's chunks load once, through the one after-first-paint loader (plugins/gatsby-plugin-first-load/scripts-after-first-paint.ts).
  // Without it, Gatsby's own chunk tags, the app's among them.
  const loaders = html.split(`<script id="${LOADER_ID}">`).length - 1;
  const chunkTags = (html.match(/<script src="[^"]+" async/g) ?? []).length;
  const gatsbyChunks = [...html.matchAll(/<script src="([^"]+)" async/g)].map((m) => m[1]);
  const scripts = on.scriptsAfterFirstPaint ? loaderSources(html) : gatsbyChunks;
  if (
    loaders !== (on.scriptsAfterFirstPaint ? 1 : 0) ||
    chunkTags !== (on.scriptsAfterFirstPaint ? 0 : gatsbyChunks.length) ||
    !scripts.some((src) => /\/app-[^/]+\.js$/.test(src))
  ) {
    console.error(
      `✗ ${file}: expected one script loader with the app chunk and no chunk tags, found ${loaders} loader(s) and ${chunkTags} chunk tag(s)`,
    );
    failed += 1;
    continue;
  }
  // CSS Modules classes carry their short production names (plugins/gatsby-plugin-first-load/css-class-names.ts), not Gatsby's "name-module--local--hash".
  const longNames = [
    ...new Set(
      [...html.matchAll(/class="([^"]*)"/g)]
        .flatMap((m) => m[1].split(/\s+/))
        .filter((name) => /-module--/.test(name)),
    ),
  ];
  if (on.shortClassNames && longNames.length > 0) {
    console.error(
      `✗ ${file}: expected short CSS Modules class names; found ${longNames.slice(0, 3).join(", ")}${longNames.length > 3 ? ` and ${longNames.length - 3} more` : ""}`,
    );
    failed += 1;
    continue;
  }
  // Class attributes as classNames() writes them: single spaces, none at either end.
  const ragged = [
    ...new Set(
      [...html.matchAll(/class="([^"]*)"/g)]
        .map((m) => m[1])
        .filter((value) => /^\s|\s$|\s\s/.test(value)),
    ),
  ];
  if (ragged.length > 0) {
    console.error(
      `✗ ${file}: class attributes with stray spaces: ${ragged
        .slice(0, 3)
        .map((value) => JSON.stringify(value))
        .join(", ")}${ragged.length > 3 ? ` and ${ragged.length - 3} more` : ""}`,
    );
    failed += 1;
    continue;
  }
  // No web font: the page is drawn in the device's own font (src/styles/tokens.css), nothing to
  // download before its text can be laid out.
  const fontFaces = [...html.matchAll(/@font-face|<link [^>]*as="font"/g)].length;
  if (fontFaces > 0) {
    console.error(
      `✗ ${file}: expected no web font; found ${fontFaces} @font-face rule(s) or font preload(s)`,
    );
    failed += 1;
    continue;
  }
  // No runtime for images the page does not have: gatsby-plugin-image's head styles and module
  // script serve only GatsbyImage (plugins/gatsby-plugin-first-load/image-head.ts).
  const imageHead = [...html.matchAll(/\.gatsby-image-wrapper|dataset\.gatsbyImageSsr/g)].length;
  if (on.dropUnusedImageHead && imageHead > 0 && !html.includes("data-gatsby-image-wrapper")) {
    console.error(
      `✗ ${file}: expected none of gatsby-plugin-image's head styles and script; found ${imageHead} trace(s)`,
    );
    failed += 1;
    continue;
  }
  // A page inlines only its own CSS (no other page's), the app's first so a section's rules win
  // over the global ones; without pageOwnCss, Gatsby's one stylesheet of every page's CSS.
  const inlined = inlinedStylesheets(html);
  const expectedCss = on.pageOwnCss ? expectedStylesheets(html) : inlined.slice(0, 1);
  if (expectedCss.length < (on.pageOwnCss ? 2 : 1) || inlined.join(" ") !== expectedCss.join(" ")) {
    console.error(
      `✗ ${file}: expected the inlined stylesheets ${expectedCss.join(", ")} in this order; found ${inlined.join(", ") || "none"}`,
    );
    failed += 1;
    continue;
  }
  // Every icon is drawn in the server HTML (the editors' icons arrive drawn through GraphQL).
  const icons = [...html.matchAll(/<svg [^>]*class="lucide[^"]*"[^>]*>([\s\S]*?)<\/svg>/g)];
  const undrawn = icons.filter(
    (icon) => !/<(path|circle|rect|line|polyline|polygon|ellipse)\b/.test(icon[1]),
  );
  if (icons.length === 0 || undrawn.length > 0) {
    console.error(
      `✗ ${file}: expected every icon drawn in the server HTML; ${undrawn.length} of ${icons.length} empty`,
    );
    failed += 1;
    continue;
  }
  const text = decode(html);
  const missing = expected.filter((needle) => !text.includes(needle.replace(/\s+/g, " ")));
  if (missing.length > 0) {
    console.error(
      `✗ ${file}: missing without JavaScript:\n${missing.map((m) => `    - ${m}`).join("\n")}`,
    );
    failed += 1;
  } else {
    console.log(
      `✓ ${file}: ${expected.length} key strings, ${icons.length} drawn icons and its own ${inlined.length} stylesheets in the server HTML`,
    );
    passed += 1;
  }
}
// Every {placeholder} of site.yaml filled where the data is read (the GraphQL field extension):
// none left in any page, its data or the static queries' data.
const unfilled = new RegExp(`\\{(${placeholderNames.join("|")})\\}`);
// The editor at /admin/ is left out: its hints name the placeholders.
const built = filesUnder(publicDir).filter(
  (file) => /\.(html|json)$/.test(file) && !file.startsWith("admin/"),
);
const left = built.filter((file) =>
  unfilled.test(fs.readFileSync(path.join(publicDir, file), "utf8")),
);
if (built.length < 20 || left.length > 0) {
  console.error(
    `✗ placeholders left unfilled in ${left.join(", ") || `only ${built.length} files`}`,
  );
  failed += 1;
} else {
  console.log(`✓ no placeholder left in the ${built.length} built pages and data files`);
  passed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
