/** @jest-environment node */
import { readFile } from "node:fs/promises";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { compressBuffer, isCompressible, negotiateEncoding } from "./compression";

describe("local server compression", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it("compresses text types of a useful size only", () => {
    expect(isCompressible("text/html; charset=utf-8", 5000)).toBe(true);
    expect(isCompressible("application/javascript; charset=utf-8", 5000)).toBe(true);
    expect(isCompressible("image/svg+xml", 5000)).toBe(true);
    expect(isCompressible("image/avif", 5000)).toBe(false);
    expect(isCompressible("text/css", 100)).toBe(false);
  });

  it("returns a body that decompresses to the file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gz-"));
    try {
      const file = path.join(dir, "a.js");
      const text = "console.log('ciao');\n".repeat(200);
      fs.writeFileSync(file, text);
      expect(zlib.gunzipSync(compressBuffer(await readFile(file), "gzip", file)).toString()).toBe(
        text,
      );
      expect(
        zlib.brotliDecompressSync(compressBuffer(await readFile(file), "br", file)).toString(),
      ).toBe(text);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
