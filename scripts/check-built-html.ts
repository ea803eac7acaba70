/**
 * `npm run test:html`: proves each built route's HTML carries its key copy without any
 * JavaScript. The expected strings are read from content/ YAML, so the check follows the
 * editors' changes. Run after `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form YAML read for assertions

const root = process.cwd();
const publicDir = path.join(root, "public");
const read = (file: string): Yaml => yaml.load(fs.readFileSync(path.join(root, "content", file), "utf8")) as Yaml;

const site = read("site.yaml");
const values: Record<string, string> = {
  companyName: site.companyName,
  legalName: site.legalName,
  phone: site.phone,
  email: site.email,
  vatNumber: site.vatNumber,
};
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

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

const metrics = read("metrics.yaml") as Yaml[];
const claims = metrics.map(
  (m) =>
    `${new Intl.NumberFormat("it-IT", { minimumFractionDigits: m.decimals, maximumFractionDigits: m.decimals }).format(m.value)}${m.suffix}`
);
const home = read("home.yaml");
const servicesPage = read("services-page.yaml");
const services = read("services.yaml") as Yaml[];
const about = read("about.yaml");
const portfolio = read("portfolio.yaml");
const caseStudies = read("case-studies.yaml") as Yaml[];
const testimonials = read("testimonials.yaml") as Yaml[];
const contact = read("contact.yaml");
const privacy = read("legal/privacy-policy.yaml");
const terms = read("legal/termini-servizio.yaml");

const shell = [
  ...site.nav.map((item: Yaml) => item.label),
  site.headerCta.label,
  fill(site.footer.copyright),
  site.splash.message,
];

const routes: Record<string, string[]> = {
  "index.html": [
    ...shell,
    `${home.hero.title} ${home.hero.titleHighlight}`,
    home.hero.primary.label,
    home.hero.secondary.label,
    ...claims,
    ...services.filter((s) => s.onHome).map((s) => s.title),
    home.services.linkLabel,
    fill(home.why.title),
    ...home.why.reasons.map((r: Yaml) => r.title),
    home.cta.primary.label,
  ],
  "servizi/index.html": [
    ...shell,
    servicesPage.hero.title,
    ...services.flatMap((s) => [s.title, ...s.features]),
    servicesPage.cardCta.label,
    ...servicesPage.method.steps.map((s: Yaml) => s.title),
  ],
  "chi-siamo/index.html": [
    ...shell,
    about.hero.title,
    about.mission.title,
    ...about.values.items.map((v: Yaml) => v.title),
    ...about.points.items.map((p: Yaml) => p.title),
    ...about.method.steps.map((s: Yaml) => s.title),
  ],
  "portfolio/index.html": [
    ...shell,
    "Portfolio & Risultati",
    ...portfolio.hero.badges.map((b: Yaml) => b.label),
    ...claims,
    ...metrics.map((m) => m.label),
    ...caseStudies.flatMap((c) => [c.title, c.category, ...c.results]),
    portfolio.caseStudies.more,
    ...testimonials.slice(0, 3).map((t) => t.name),
    portfolio.cta.primary.label,
    portfolio.cta.secondary.label,
  ],
  "contatti/index.html": [
    ...shell,
    contact.hero.title,
    contact.form.title,
    contact.form.nameLabel,
    contact.form.submitLabel,
    site.phone,
    site.email,
    ...site.openingHours.flatMap((h: Yaml) => [h.days, h.hours]),
  ],
  "privacy-policy/index.html": [...shell, privacy.title, privacy.updatedLabel, ...privacy.sections.map((s: Yaml) => s.title), site.legalName],
  "termini-servizio/index.html": [...shell, terms.title, terms.updatedLabel, ...terms.sections.map((s: Yaml) => s.title)],
  "404.html": [...shell, site.notFound.title, site.notFound.homeLink],
};

let passed = 0;
let failed = 0;
for (const [file, expected] of Object.entries(routes)) {
  const full = path.join(publicDir, file);
  if (!fs.existsSync(full)) {
    console.error(`✗ ${file}: not built (run npm run build first)`);
    failed += 1;
    continue;
  }
  const text = decode(fs.readFileSync(full, "utf8"));
  const missing = expected.filter((needle) => !text.includes(needle.replace(/\s+/g, " ")));
  if (missing.length > 0) {
    console.error(`✗ ${file}: missing without JavaScript:\n${missing.map((m) => `    - ${m}`).join("\n")}`);
    failed += 1;
  } else {
    console.log(`✓ ${file}: ${expected.length} key strings present in the server HTML`);
    passed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
