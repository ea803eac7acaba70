/**
 * Generates the site's original artwork (case-study images, share image, brand mark and icons)
 * from SVG built in code, rendered with sharp. Deterministic: re-running yields the same files.
 *
 *   npx tsx scripts/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";

const ROOT = join(__dirname, "..");
const W = 1200;
const H = 800;

type Rand = () => number;
type Pt = [number, number];

/** mulberry32: small seeded PRNG, so every run draws the same shapes. */
function mulberry32(seed: number): Rand {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (s: string): number =>
  [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
const f = (n: number): string => String(Math.round(n * 10) / 10);
const between = (r: Rand, a: number, b: number): number => a + r() * (b - a);
const fill = (o: number, c = "#fff"): string => `fill="${c}" fill-opacity="${o.toFixed(3)}"`;
const stroke = (o: number, w: number, c = "#fff"): string =>
  `fill="none" stroke="${c}" stroke-opacity="${o.toFixed(3)}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const poly = (pts: Pt[]): string => pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

// ---------------------------------------------------------------- shared layers

function frame(w: number, h: number, c1: string, c2: string, seed: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <radialGradient id="vig" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></radialGradient>
  <linearGradient id="streak"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity=".75"/></linearGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="${seed % 1000}"/><feColorMatrix type="saturate" values="0"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${body}
<rect width="${w}" height="${h}" fill="url(#vig)"/>
<rect width="${w}" height="${h}" filter="url(#grain)" opacity=".05"/>
</svg>`;
}

const glow = (x: number, y: number, r: number, o = 1): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)" opacity="${o}"/>`;

/** Out-of-focus light discs. */
function bokeh(
  r: Rand,
  n: number,
  [x0, y0, x1, y1]: number[],
  rMin: number,
  rMax: number,
  color = "#fff",
): string {
  return Array.from({ length: n }, () => {
    const rad = between(r, rMin, rMax);
    return `<circle cx="${f(between(r, x0, x1))}" cy="${f(between(r, y0, y1))}" r="${f(rad)}" ${fill(between(r, 0.05, 0.2), color)} filter="url(#blur)"/>`;
  }).join("");
}

/** Four-pointed sparkle. */
const sparkle = (x: number, y: number, s: number, o: number): string =>
  `<path d="M0 ${-s}Q0 0 ${s} 0Q0 0 0 ${s}Q0 0 ${-s} 0Q0 0 0 ${-s}Z" transform="translate(${f(x)} ${f(y)})" ${fill(o)}/>`;

/** "Marketing results" motif: rising bars with a trend line ending in an arrow. */
function growthChart(r: Rand, x: number, y: number, w: number, h: number, o = 1): string {
  const n = 6;
  const gap = w / n;
  const bw = gap * 0.58;
  const tops = Array.from(
    { length: n },
    (_, i) => h * (0.2 + (0.62 * i) / (n - 1)) * between(r, 0.88, 1.05),
  );
  const bars = tops
    .map(
      (t, i) =>
        `<rect x="${f(x + i * gap)}" y="${f(y + h - t)}" width="${f(bw)}" height="${f(t)}" rx="${f(bw / 6)}" ${fill(0.1 + i * 0.03)}/>`,
    )
    .join("");
  const pts: Pt[] = tops.map((t, i) => [x + i * gap + bw / 2, y + h - t - h * 0.14]);
  const [[ax, ay], [bx, by]] = pts.slice(-2);
  const angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
  const dots = pts
    .map(([px, py]) => `<circle cx="${f(px)}" cy="${f(py)}" r="6" ${fill(0.9)}/>`)
    .join("");
  return `<g opacity="${o}">${bars}<line x1="${f(x - 10)}" y1="${f(y + h)}" x2="${f(x + w)}" y2="${f(y + h)}" ${stroke(0.35, 3)}/>
<polyline points="${poly(pts)}" ${stroke(0.85, 5)}/>${dots}
<path d="M-6 -14L20 0L-6 14Z" transform="translate(${f(bx)} ${f(by)}) rotate(${f(angle)}) translate(16 0)" ${fill(0.9)}/></g>`;
}

// ---------------------------------------------------------------- themes

function beauty(r: Rand): string {
  const bottle = (x: number, base: number, bw: number, bh: number, o: number): string => {
    const top = base - bh;
    return `<g>
<rect x="${x - bw / 2}" y="${top}" width="${bw}" height="${bh}" rx="${bw * 0.22}" ${fill(o)} stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<rect x="${x - bw * 0.14}" y="${top - bw * 0.22}" width="${bw * 0.28}" height="${bw * 0.24}" ${fill(o + 0.08)}/>
<rect x="${x - bw * 0.26}" y="${top - bw * 0.62}" width="${bw * 0.52}" height="${bw * 0.42}" rx="${bw * 0.08}" ${fill(o + 0.18)}/>
<rect x="${x - bw * 0.36}" y="${top + bh * 0.1}" width="${bw * 0.09}" height="${bh * 0.7}" rx="${bw * 0.045}" ${fill(0.35)}/></g>`;
  };
  const jar = (x: number, base: number, rw: number): string =>
    `<rect x="${x - rw}" y="${base - rw * 0.8}" width="${rw * 2}" height="${rw * 0.8}" rx="${rw * 0.25}" ${fill(0.2)}/>
<ellipse cx="${x}" cy="${base - rw * 0.8}" rx="${rw * 1.04}" ry="${rw * 0.2}" ${fill(0.32)}/>`;
  return `${glow(880, 220, 520, 0.8)}
<circle cx="250" cy="250" r="260" ${fill(0.16, "#f9a8d4")} filter="url(#soft)"/>
<circle cx="1050" cy="680" r="230" ${fill(0.22, "#c4b5fd")} filter="url(#soft)"/>
${bokeh(r, 26, [0, 0, W, H], 12, 70)}
<ellipse cx="810" cy="652" rx="330" ry="34" ${fill(0.12, "#000")} filter="url(#blur)"/>
${bottle(700, 640, 150, 230, 0.16)}${bottle(885, 640, 110, 300, 0.2)}${jar(1025, 640, 72)}
<circle cx="620" cy="610" r="30" ${fill(0.25)}/>
${sparkle(960, 250, 26, 0.8)}${sparkle(610, 330, 14, 0.6)}
${growthChart(r, 110, 420, 330, 250, 0.9)}`;
}

function restaurant(r: Rand): string {
  const plate = (x: number, y: number, rad: number): string =>
    `<circle cx="${x}" cy="${y + rad * 0.08}" r="${rad}" ${fill(0.18, "#000")} filter="url(#blur)"/>
<circle cx="${x}" cy="${y}" r="${rad}" ${fill(0.14)} stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<circle cx="${x}" cy="${y}" r="${rad * 0.68}" ${fill(0.1)} stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`;
  const garnish = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2 + r();
    const d = between(r, 20, 95);
    return `<circle cx="${f(820 + Math.cos(a) * d)}" cy="${f(470 + Math.sin(a) * d)}" r="${f(between(r, 10, 26))}" ${fill(between(r, 0.25, 0.5), i % 3 ? "#fde68a" : "#fff")}/>`;
  }).join("");
  const steam = [760, 830, 900]
    .map((x, i) => {
      const y = 300 - i * 10;
      return `<path d="M${x} ${y}c-40-50 40-80 0-130s40-80 0-130" ${stroke(0.4 - i * 0.06, 12)} filter="url(#blur)"/>`;
    })
    .join("");
  return `${glow(820, 300, 560, 0.75)}
<circle cx="200" cy="160" r="240" ${fill(0.25, "#fdba74")} filter="url(#soft)"/>
${bokeh(r, 18, [0, 0, W, 300], 10, 50, "#fed7aa")}
${plate(1150, 760, 200)}${plate(820, 470, 230)}${garnish}${steam}
${growthChart(r, 110, 430, 320, 250, 0.9)}`;
}

function law(r: Rand): string {
  const column = (x: number, base: number, cw: number, ch: number): string => {
    const flutes = [0.3, 0.5, 0.7].map(
      (k) =>
        `<line x1="${x + cw * k}" y1="${base - ch + 28}" x2="${x + cw * k}" y2="${base - 28}" ${stroke(0.25, 3)}/>`,
    );
    return `<rect x="${x - 12}" y="${base - 20}" width="${cw + 24}" height="20" ${fill(0.3)}/>
<rect x="${x}" y="${base - ch + 20}" width="${cw}" height="${ch - 40}" ${fill(0.16)}/>${flutes.join("")}
<rect x="${x - 12}" y="${base - ch}" width="${cw + 24}" height="20" ${fill(0.3)}/>`;
  };
  const cols = [0, 1, 2, 3].map((i) => column(600 + i * 140, 640, 70, 330)).join("");
  const grid = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="0" y1="${i * 100}" x2="${W}" y2="${i * 100}" ${stroke(0.05, 1)}/><line x1="${i * 150}" y1="0" x2="${i * 150}" y2="${H}" ${stroke(0.05, 1)}/>`,
  ).join("");
  return `${grid}${glow(870, 300, 500, 0.7)}
<circle cx="870" cy="380" r="300" ${stroke(0.14, 2)}/><circle cx="870" cy="380" r="360" ${stroke(0.08, 2)}/>
<path d="M570 290L870 170L1170 290Z" ${fill(0.22)} stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<rect x="570" y="290" width="600" height="20" ${fill(0.3)}/>${cols}
<rect x="560" y="640" width="620" height="22" ${fill(0.24)}/><rect x="540" y="662" width="660" height="22" ${fill(0.18)}/>
<circle cx="160" cy="140" r="200" ${fill(0.18, "#5eead4")} filter="url(#soft)"/>
${growthChart(r, 110, 410, 300, 260, 0.85)}`;
}

function jewel(r: Rand): string {
  const gem = (x: number, y: number, s: number, rot: number): string => {
    const P = (px: number, py: number): Pt => [px, py];
    const [t1, t2, ga, gb, gc, gd, c] = [
      P(-55, -85),
      P(55, -85),
      P(-130, -35),
      P(-45, -35),
      P(45, -35),
      P(130, -35),
      P(0, 140),
    ];
    const faces: Pt[][] = [
      [ga, t1, gb],
      [t1, gb, t2],
      [t2, gb, gc],
      [t2, gc, gd],
      [ga, gb, c],
      [gb, gc, c],
      [gc, gd, c],
    ];
    const polys = faces.map(
      (pts, i) =>
        `<polygon points="${poly(pts)}" ${fill([0.32, 0.5, 0.22, 0.38, 0.14, 0.3, 0.08][i])} stroke="#fff" stroke-opacity=".55" stroke-width="${f(2 / s)}"/>`,
    );
    return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${polys.join("")}</g>`;
  };
  const sparkles = Array.from({ length: 14 }, () =>
    sparkle(between(r, 60, 1140), between(r, 40, 760), between(r, 6, 18), between(r, 0.35, 0.8)),
  ).join("");
  return `${glow(820, 330, 560, 0.85)}
<circle cx="1080" cy="120" r="220" ${fill(0.25, "#fde68a")} filter="url(#soft)"/>
${bokeh(r, 16, [0, 0, W, H], 8, 40, "#fef3c7")}
<ellipse cx="830" cy="650" rx="220" ry="26" ${fill(0.2, "#000")} filter="url(#blur)"/>
${gem(830, 360, 1.7, 0)}${gem(1070, 560, 0.7, 14)}${gem(590, 560, 0.5, -12)}
${sparkle(760, 200, 40, 0.95)}${sparkle(960, 330, 22, 0.85)}${sparkles}
${growthChart(r, 110, 440, 300, 230, 0.85)}`;
}

function dental(r: Rand): string {
  const arcs = Array.from({ length: 7 }, (_, i) => {
    const rad = 220 + i * 90;
    return `<path d="M${600 - rad} 900A${rad} ${rad} 0 0 1 ${600 + rad} 900" ${stroke(0.22 - i * 0.025, 3)}/>`;
  }).join("");
  const tooth = `M-60-70C-90-70-100-30-90 0C-80 30-70 60-60 100C-55 125-35 120-30 90C-25 60-15 40 0 40C15 40 25 60 30 90C35 120 55 125 60 100C70 60 80 30 90 0C100-30 90-70 60-70C30-70 20-55 0-55C-20-55-30-70-60-70Z`;
  const pluses = Array.from({ length: 6 }, () => {
    const [x, y, s] = [between(r, 520, 1150), between(r, 60, 740), between(r, 8, 16)];
    return `<path d="M${f(x - s)} ${f(y)}h${f(2 * s)}M${f(x)} ${f(y - s)}v${f(2 * s)}" ${stroke(0.45, 4)}/>`;
  }).join("");
  return `${glow(1000, 120, 620, 0.9)}${arcs}
<circle cx="860" cy="380" r="230" ${fill(0.12)} stroke="#fff" stroke-opacity=".3" stroke-width="2"/>
<g transform="translate(860 370) scale(1.9)"><path d="${tooth}" ${fill(0.3)} stroke="#fff" stroke-opacity=".7" stroke-width="1.6"/>
<path d="M-62-42C-70-30-72-10-66 8" ${stroke(0.7, 4)}/></g>
${sparkle(960, 250, 28, 0.95)}${sparkle(1000, 300, 12, 0.7)}${pluses}
<circle cx="160" cy="680" r="230" ${fill(0.2, "#67e8f9")} filter="url(#soft)"/>
${growthChart(r, 110, 180, 300, 250, 0.85)}`;
}

function auto(r: Rand): string {
  const [vx, vy] = [820, 430];
  const lane = Array.from({ length: 7 }, (_, i) => {
    const t0 = Math.pow(i / 7, 1.8);
    const t1 = t0 + 0.05 + i * 0.012;
    const at = (t: number): Pt => [vx + (720 - vx) * t, vy + (H - vy) * t];
    const [[x0, y0], [x1, y1]] = [at(t0), at(t1)];
    return `<polygon points="${poly([
      [x0 - 1 - t0 * 10, y0],
      [x0 + 1 + t0 * 10, y0],
      [x1 + 1 + t1 * 10, y1],
      [x1 - 1 - t1 * 10, y1],
    ])}" ${fill(0.7, "#fde68a")}/>`;
  }).join("");
  const streaks = Array.from({ length: 16 }, () => {
    const [x, y, len] = [between(r, -100, 500), between(r, 330, 760), between(r, 160, 460)];
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(between(r, 2, 6))}" rx="3" fill="url(#streak)" opacity="${between(r, 0.25, 0.7).toFixed(2)}"/>`;
  }).join("");
  const spokes = Array.from(
    { length: 5 },
    (_, i) =>
      `<line x1="0" y1="0" x2="0" y2="-96" transform="rotate(${i * 72 + 10})" ${stroke(0.55, 14)}/>`,
  ).join("");
  return `${glow(vx, vy, 520, 0.7)}
<polygon points="${poly([
    [vx - 4, vy],
    [vx + 4, vy],
    [1300, H],
    [200, H],
  ])}" ${fill(0.08)}/>
<line x1="${vx}" y1="${vy}" x2="200" y2="${H}" ${stroke(0.5, 4)}/><line x1="${vx}" y1="${vy}" x2="1300" y2="${H}" ${stroke(0.5, 4)}/>${lane}
<line x1="0" y1="${vy}" x2="${W}" y2="${vy}" ${stroke(0.15, 2)}/>
${bokeh(r, 14, [560, vy - 40, 1100, vy + 10], 4, 14, "#fbbf24")}${bokeh(r, 8, [600, vy - 30, 1100, vy], 4, 10, "#f87171")}
${streaks}
<g transform="translate(330 600)"><circle r="150" ${fill(0.25, "#000")} filter="url(#blur)"/><circle r="130" ${stroke(0.75, 32)}/>
<circle r="100" ${stroke(0.35, 4)}/>${spokes}<circle r="26" ${fill(0.8)}/></g>
<path d="M60 620A270 270 0 0 1 330 330" ${stroke(0.35, 6)}/><path d="M30 640A300 300 0 0 1 330 300" ${stroke(0.18, 4)}/>
${growthChart(r, 110, 90, 280, 200, 0.85)}`;
}

const CASES: { file: string; from: string; to: string; draw: (r: Rand) => string }[] = [
  { file: "ecommerce-beauty", from: "#db2777", to: "#9333ea", draw: beauty },
  { file: "ristorante-gourmet", from: "#ea580c", to: "#b91c1c", draw: restaurant },
  { file: "studio-legale", from: "#1e3a8a", to: "#0f766e", draw: law },
  { file: "gioielleria", from: "#a16207", to: "#78350f", draw: jewel },
  { file: "studio-dentistico", from: "#0891b2", to: "#2563eb", draw: dental },
  { file: "concessionaria-auto", from: "#334155", to: "#0f172a", draw: auto },
];

// ---------------------------------------------------------------- brand mark

/** The impulse wave of the mark, in a 32×32 box (same geometry as src/components/logo/Logo.tsx). */
const WAVE = "M5 17h6l3-8 4 15 3-9h6";
const MARK_GRADIENT = `<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#2563eb"/></linearGradient>`;

/** radius 8 = rounded tile; radius 0 = full-bleed square (iOS and maskable icons round it themselves). */
function markSvg(
  size: number,
  opts: {
    radius?: number;
    waveScale?: number;
    bg?: string;
    strokeWidth?: number;
    title?: boolean;
  } = {},
): string {
  const { radius = 8, waveScale = 1, bg = "url(#mark)", strokeWidth = 2.6, title = false } = opts;
  const wave = `translate(16 16) scale(${waveScale}) translate(-16 -16.5)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"${title ? ' role="img" aria-label="Impulso Digitale"' : ""}>${title ? "<title>Impulso Digitale</title>" : ""}<defs>${MARK_GRADIENT}</defs><rect width="32" height="32" rx="${radius}" fill="${bg}"/><path d="${WAVE}" transform="${wave}" fill="none" stroke="#fff" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;
}

function shareSvg(r: Rand): string {
  const mark = `<g transform="translate(90 96) scale(3)"><rect width="32" height="32" rx="8" fill="url(#mark)" stroke="#fff" stroke-opacity=".35" stroke-width=".5"/><path d="${WAVE}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  const rings = [180, 250, 320]
    .map((rad, i) => `<circle cx="1010" cy="170" r="${rad}" ${stroke(0.16 - i * 0.04, 2)}/>`)
    .join("");
  const body = `<defs>${MARK_GRADIENT}</defs>${glow(1040, 120, 420, 0.5)}
<circle cx="1080" cy="80" r="260" ${fill(0.55, "#ec4899")} filter="url(#soft)"/><circle cx="120" cy="600" r="200" ${fill(0.3, "#ec4899")} filter="url(#soft)"/>
${rings}${bokeh(r, 12, [640, 0, 1200, 630], 8, 40)}${growthChart(r, 800, 300, 300, 240, 0.55)}
${mark}
<text x="90" y="350" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="76" fill="#fff" letter-spacing="-1">Impulso Digitale</text>
<text x="92" y="420" font-family="DejaVu Sans, sans-serif" font-size="31" fill="#fff" fill-opacity=".9">Marketing digitale che fa crescere il tuo business</text>
<rect x="92" y="460" width="120" height="6" rx="3" fill="#f9a8d4"/>`;
  return frame(1200, 630, "#6d28d9", "#2563eb", 7, body);
}

/** Minimal ICO container holding PNG images (supported by every current browser). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const head = Buffer.alloc(6 + 16 * pngs.length);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(pngs.length, 4);
  let offset = head.length;
  pngs.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    head.writeUInt8(size % 256, e);
    head.writeUInt8(size % 256, e + 1);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(data.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...pngs.map((p) => p.data)]);
}

// ---------------------------------------------------------------- output

function write(rel: string, data: string | Buffer): void {
  const path = join(ROOT, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`${rel.padEnd(48)} ${(Buffer.byteLength(data) / 1024).toFixed(1)} KB`);
}
const jpeg = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
const png = (svg: string, size: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();

async function main(): Promise<void> {
  for (const c of CASES) {
    const seed = hash(c.file);
    write(
      `content/images/${c.file}.jpg`,
      await jpeg(frame(W, H, c.from, c.to, seed, c.draw(mulberry32(seed)))),
    );
  }
  write("content/images/share.jpg", await jpeg(shareSvg(mulberry32(hash("share")))));

  write("static/logo.svg", markSvg(64, { title: true }));
  write("static/favicon.svg", markSvg(32, { radius: 7, strokeWidth: 3.2 }));
  write("static/logo.png", await png(markSvg(512), 512));
  write(
    "static/apple-touch-icon.png",
    await png(markSvg(180, { radius: 0, waveScale: 0.82 }), 180),
  );
  write("static/icons/icon-192.png", await png(markSvg(192), 192));
  write("static/icons/icon-512.png", await png(markSvg(512), 512));
  write(
    "static/icons/icon-maskable-512.png",
    await png(markSvg(512, { radius: 0, bg: "#6d28d9", waveScale: 0.66 }), 512),
  );
  const small = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      data: await png(markSvg(size, { radius: 7, strokeWidth: 3.2 }), size),
    })),
  );
  write("static/favicon.ico", ico(small));

  const icon = (src: string, sizes: string, purpose?: string) => ({
    src,
    sizes,
    type: "image/png",
    ...(purpose ? { purpose } : {}),
  });
  const manifest = {
    name: "Impulso Digitale",
    short_name: "Impulso",
    lang: "it",
    start_url: "/",
    display: "standalone",
    theme_color: "#6d28d9",
    background_color: "#ffffff",
    icons: [
      icon("/icons/icon-192.png", "192x192"),
      icon("/icons/icon-512.png", "512x512"),
      icon("/icons/icon-maskable-512.png", "512x512", "maskable"),
    ],
  };
  write("static/site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
