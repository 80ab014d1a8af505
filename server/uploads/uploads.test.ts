import { readdir } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { crc32 } from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import express from "express";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manyFrameGif, manyFrameWebp } from "#tests/animations.ts";
import { noiseImage } from "#tests/images.ts";
import { startTestServer } from "#tests/test-server.ts";
import type { Database } from "../db/index.ts";
import { createRateLimiter, type RateLimiter } from "../rate-limit.ts";
import { MAX_FRAMES, UPLOAD_ERRORS } from "./errors.ts";
import { displayName } from "./filename.ts";
import { MAX_ANIMATION_PIXELS, processImage } from "./process.ts";
import { serveUploads, uploadRouter } from "./router.ts";
import { sniffImageType } from "./sniff.ts";
import { storedPath } from "./storage.ts";

// The image upload (docs/brief/SPEC.md sections 4, 5, 7, 8) against a real PostgreSQL and a real data folder.

let server: Awaited<ReturnType<typeof startTestServer>>;
let base: string;
const localServers: Server[] = [];

/** A local app mounting the upload routes as server/app.ts does, for limits the real server keeps high. */
async function startLocalApp(limits: {
  perIp?: RateLimiter;
  maxTotalBytes?: number;
  perClientBytes?: number;
  database?: Database;
}) {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(
    "/api",
    uploadRouter({
      database: limits.database ?? server.services.database,
      dataDir: server.dataDir,
      logger: server.services.logger,
      limits: {
        perIp:
          limits.perIp ??
          createRateLimiter(server.services.database.pool, {
            name: "upload-test",
            limit: 1000,
            windowMs: 60_000,
          }),
        maxTotalBytes: limits.maxTotalBytes ?? 500 * 1024 * 1024,
        perClientBytes: limits.perClientBytes,
      },
    }),
  );
  app.use("/uploads", serveUploads(server.dataDir));
  const listening = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  localServers.push(listening);
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_RATE_LIMIT: "1000" });
  base = server.url;
}, 90_000);

afterAll(async () => {
  for (const listening of localServers) {
    listening.closeAllConnections();
    await new Promise((resolve) => listening.close(resolve));
  }
  await server?.close();
});

// --- helpers ---------------------------------------------------------------------------------

type UploadAnswer = {
  success: boolean;
  message: string;
  file?: { filename: string; url: string };
};

async function upload(
  data: Uint8Array | string,
  filename: string,
  {
    field = "image",
    type = "image/png",
    to = base,
    from,
  }: {
    field?: string;
    type?: string;
    to?: string;
    /** The client's address, as a proxy on loopback reports it (X-Forwarded-For). */
    from?: string;
  } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type }), filename);
  const headers = from ? { "x-forwarded-for": from } : undefined;
  const res = await fetch(`${to}/api/upload`, { method: "POST", body: form, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as UploadAnswer };
}

const folder = (name: string) => path.join(server.dataDir, name);
const filesIn = async (name: string) => (await readdir(folder(name)).catch(() => [])).sort();

async function served(url: string) {
  const res = await fetch(`${base}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Rewrites the width and height in a PNG's IHDR chunk (and its CRC): a header that lies. */
function withDeclaredSize(png: Buffer, width: number, height: number) {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** Inserts a GIF comment extension (metadata GIF can carry) after the global colour table. */
function withGifComment(gif: Buffer, comment: string) {
  const packed = gif[10] ?? 0;
  const at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const text = Buffer.from(comment, "latin1");
  const block = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, at), block, gif.subarray(at)]);
}

const exif = {
  IFD0: { Copyright: "Hemmelig", Artist: "Kari Nordmann" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "59/1 54/1 3600/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "10/1 45/1 0/1",
  },
};

const samples = {
  png: () => noiseImage(64, 48).withMetadata({ exif }).png().toBuffer(),
  // Orientation 6: stored landscape, shown portrait. The upload must come back rotated, EXIF-free.
  jpeg: () => noiseImage(64, 48).withMetadata({ exif, orientation: 6 }).jpeg({ quality: 90 }).toBuffer(),
  webp: () => noiseImage(64, 48).withMetadata({ exif }).webp().toBuffer(),
  gif: async () =>
    sharp(
      [
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b91c1c" } })
          .png()
          .toBuffer(),
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1d4ed8" } })
          .png()
          .toBuffer(),
      ],
      { join: { animated: true } },
    )
      .gif({ delay: [200, 200] })
      .toBuffer()
      .then((gif) => withGifComment(gif, "Hemmelig")),
  avif: () => noiseImage(64, 48).withMetadata({ exif }).avif({ quality: 60 }).toBuffer(),
};

// --- unit parts ----------------------------------------------------------------------------

describe("sniffImageType", () => {
  it("knows the five formats by their first bytes and nothing else", async () => {
    for (const [kind, make] of Object.entries(samples))
      expect(sniffImageType(await make())?.kind, kind).toBe(kind);
    const ascii = (text: string) => new TextEncoder().encode(text);
    for (const other of [
      "",
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "<!doctype html><html>",
      "BM\0\0\0\0",
      "RIFF\0\0\0\0WAVEfmt ",
      "\0\0\0\x18ftypheic\0\0\0\0mif1heic",
      "GIF90a",
      "%PDF-1.7",
    ])
      expect(sniffImageType(ascii(other)), other).toBeNull();
  });
});

describe("storedPath", () => {
  it("accepts only names this module makes, and gives absolute paths for a relative DATA_DIR", () => {
    const name = `${"ab".repeat(16)}.webp`;
    expect(storedPath("./data", name)).toBe(path.resolve("data/uploads", name));
    for (const bad of [
      "../x.png",
      `${"AB".repeat(16)}.png`,
      `${"ab".repeat(16)}.svg`,
      `${"ab".repeat(16)}.png/`,
    ])
      expect(storedPath("./data", bad), bad).toBeNull();
  });
});

describe("displayName", () => {
  it("drops path parts, control and bidi characters, and names the real type", () => {
    expect(displayName("C:\\Users\\kari\\ferie.png", "png")).toBe("ferie.png");
    expect(displayName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(displayName("bilde\u202Egnp.exe\u0007.jpg", "jpg")).toBe("bildegnp.exe.jpg");
    expect(displayName("  tur   på\tfjellet .JPEG ", "webp")).toBe("tur på fjellet.webp");
    expect(displayName("", "gif")).toBe("bilde.gif");
    expect(displayName("...", "gif")).toBe("bilde.gif");
    const long = displayName(`${"å".repeat(300)}.png`, "avif");
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith(".avif")).toBe(true);
  });
});

// --- the API -------------------------------------------------------------------------------

describe("POST /api/upload accepts the five image types", () => {
  const expected = {
    png: { ext: "png", mime: "image/png", format: "png" },
    jpeg: { ext: "jpg", mime: "image/jpeg", format: "jpeg" },
    webp: { ext: "webp", mime: "image/webp", format: "webp" },
    gif: { ext: "gif", mime: "image/gif", format: "gif" },
    avif: { ext: "avif", mime: "image/avif", format: "heif" },
  } as const;

  for (const [kind, want] of Object.entries(expected)) {
    it(`${kind}: stored re-encoded, without EXIF, served as ${want.mime}`, async () => {
      const input = await samples[kind as keyof typeof samples]();
      // GIF has no place for EXIF (its sample has a comment instead); the others carry a GPS position.
      if (kind !== "gif") expect((await sharp(input).metadata()).exif, "sample EXIF").toBeDefined();
      expect(input.includes("Hemmelig"), "sample metadata").toBe(true);
      const { status, body } = await upload(input, `Ferie ${kind}.${want.ext}`, {
        type: "application/octet-stream", // the client's type is ignored
      });
      expect(status).toBe(201);
      expect(body.success).toBe(true);
      expect(body.message).toBe(`Bildet «Ferie ${kind}.${want.ext}» er lastet opp.`);
      expect(body.file?.filename).toBe(`Ferie ${kind}.${want.ext}`);
      expect(body.file?.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${want.ext}$`));

      const { res, bytes } = await served(body.file?.url ?? "");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(want.mime);
      expect(bytes.equals(input)).toBe(false);
      const meta = await sharp(bytes, { animated: true }).metadata();
      expect(meta.format).toBe(want.format);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes("Hemmelig")).toBe(false);
      expect(bytes.includes("Kari Nordmann")).toBe(false);
      if (kind === "jpeg") expect([meta.width, meta.height]).toEqual([48, 64]); // auto-rotated
      if (kind === "gif") expect(meta.pages).toBe(2); // still animated
      if (kind === "avif") expect(meta.compression).toBe("av1");
      expect(await filesIn("uploads")).toContain(body.file?.url.slice("/uploads/".length));
      expect(await filesIn("uploads-tmp")).toEqual([]);
    });
  }

  it("re-encodes a PNG/HTML polyglot: the served bytes no longer carry the script", async () => {
    const png = await noiseImage(32, 32).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(document.cookie)</script>")]);
    const { status, body } = await upload(polyglot, "polyglot.png");
    expect(status).toBe(201);
    const { res, bytes } = await served(body.file?.url ?? "");
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(bytes.includes("<script")).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe("png");
  });

  it(`keeps an animation of ${MAX_FRAMES} frames (the most allowed), GIF and WebP`, async () => {
    for (const [kind, input] of [
      ["gif", manyFrameGif(MAX_FRAMES)],
      ["webp", manyFrameWebp(MAX_FRAMES)],
    ] as const) {
      const { status, body } = await upload(input, `lang.${kind}`);
      expect(status, kind).toBe(201);
      const meta = await sharp((await served(body.file?.url ?? "")).bytes, { animated: true }).metadata();
      expect(meta.format, kind).toBe(kind);
      // sharp's encoders merge identical frames: the GIF alternates black and white, the WebP does not.
      if (kind === "gif") expect(meta.pages).toBe(MAX_FRAMES);
    }
  });

  it("scales an image larger than 4000 px down to fit 4000×4000", async () => {
    const wide = await sharp({ create: { width: 6000, height: 1000, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const { status, body } = await upload(wide, "panorama.png");
    expect(status).toBe(201);
    const meta = await sharp((await served(body.file?.url ?? "")).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([4000, 667]);
  });
});

describe("POST /api/upload refuses everything else, and nothing reaches the uploads folder", () => {
  let before: string[];
  beforeEach(async () => {
    before = await filesIn("uploads");
  });
  const expectNoNewFile = async () => {
    expect(await filesIn("uploads")).toEqual(before);
    expect(await filesIn("uploads-tmp")).toEqual([]);
  };
  const refused = async (
    answer: { status: number; body: UploadAnswer },
    code: keyof typeof UPLOAD_ERRORS,
  ) => {
    expect(answer.body).toEqual({ success: false, message: UPLOAD_ERRORS[code].message });
    expect(answer.status).toBe(UPLOAD_ERRORS[code].status);
    await expectNoNewFile();
  };

  it("an SVG with a script", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="5"/></svg>`;
    await refused(await upload(svg, "tegning.svg", { type: "image/svg+xml" }), "not-image");
  });

  it("an HTML file named .png and sent as image/png", async () => {
    const html = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
    await refused(await upload(html, "bilde.png", { type: "image/png" }), "not-image");
  });

  it("a truncated PNG", async () => {
    const png = await noiseImage(200, 200).png().toBuffer();
    await refused(await upload(png.subarray(0, Math.floor(png.length / 2)), "halv.png"), "broken");
  });

  it("a PNG with a broken chunk checksum", async () => {
    const png = Buffer.from(await noiseImage(64, 64).png().toBuffer());
    png.writeUInt32BE((png.readUInt32BE(29) ^ 0xffffffff) >>> 0, 29);
    await refused(await upload(png, "crc.png"), "broken");
  });

  it("a decompression bomb: a small solid PNG of 8000×8000 pixels", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(await upload(bomb, "bombe.png"), "too-many-pixels");
  });

  it("a PNG whose header declares 30000×30000 pixels", async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const bomb = withDeclaredSize(tiny, 30_000, 30_000);
    await refused(await upload(bomb, "bombe.png"), "too-many-pixels");
  });

  it("an animation flood: GIF and WebP of 20 000 one-pixel frames, refused before decoding", async () => {
    for (const [kind, flood] of [
      ["gif", manyFrameGif(20_000)],
      ["webp", manyFrameWebp(20_000)],
    ] as const) {
      const started = performance.now();
      const answer = await upload(flood, `flom.${kind}`);
      const elapsed = performance.now() - started;
      await refused(answer, "too-many-frames");
      // Decoding them takes seconds (and libvips counts WebP frames in quadratic time).
      expect(elapsed, kind).toBeLessThan(1000);
    }
    expect(UPLOAD_ERRORS["too-many-frames"].message).toBe("Animasjonen har for mange bilder. Maks 200.");
  });

  it("an animation whose frames together have too many pixels", async () => {
    // 150 frames on a 500×500 canvas: each decoded at the canvas size, 37.5 million pixels.
    const side = 500;
    expect(150 * side * side).toBeGreaterThan(MAX_ANIMATION_PIXELS);
    await refused(
      await upload(manyFrameGif(150, { width: side, height: side }), "stor.gif"),
      "too-many-pixels",
    );
  });

  it("an empty file", async () => {
    await refused(await upload(new Uint8Array(0), "tom.png"), "empty");
  });

  it("a file over 10 MB (body over the limit: refused while it is being read)", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await refused(await upload(big, "stor.png"), "too-large");
  });

  it("a file just over 10 MB (body within the framing allowance)", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    await refused(await upload(big, "stor.jpg"), "too-large");
  });

  it("a file in the wrong field", async () => {
    await refused(await upload(await samples.png(), "bilde.png", { field: "file" }), "no-file");
  });

  it("a form without a chosen file", async () => {
    await refused(await upload(new Uint8Array(0), "", { type: "application/octet-stream" }), "no-file");
  });

  it("two files at once", async () => {
    const form = new FormData();
    form.append("image", new Blob([await samples.png()]), "en.png");
    form.append("image", new Blob([await samples.png()]), "to.png");
    const res = await fetch(`${base}/api/upload`, { method: "POST", body: form });
    await refused({ status: res.status, body: await res.json() }, "several-files");
  });

  it("a body that is not multipart", async () => {
    for (const [type, body] of [
      ["application/json", JSON.stringify({ image: "data:image/png;base64,iVBORw0KGgo=" })],
      ["image/png", await samples.png()],
      ["text/plain", "hei"],
    ] as const) {
      const res = await fetch(`${base}/api/upload`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      await refused({ status: res.status, body: await res.json() }, "not-multipart");
    }
  });

  it("a malformed multipart body", async () => {
    const res = await fetch(`${base}/api/upload`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=grense" },
      body: '--grense\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nno end',
    });
    await refused({ status: res.status, body: await res.json() }, "unreadable");
  });
});

describe("limits", () => {
  it("answers 429 with Retry-After past the per-IP limit", async () => {
    const to = await startLocalApp({
      perIp: createRateLimiter(server.services.database.pool, {
        name: "upload-limit",
        limit: 2,
        windowMs: 60_000,
      }),
    });
    const png = await samples.png();
    expect((await upload(png, "en.png", { to })).status).toBe(201);
    expect((await upload(png, "to.png", { to })).status).toBe(201);
    const third = await upload(png, "tre.png", { to });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ success: false, message: UPLOAD_ERRORS["rate-limited"].message });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 507 when the stored files fill the quota, before and after processing", async () => {
    const before = await filesIn("uploads");
    const full = await upload(await samples.png(), "full.png", {
      to: await startLocalApp({ maxTotalBytes: 0 }),
    });
    expect(full.status).toBe(507);
    expect(full.body).toEqual({ success: false, message: UPLOAD_ERRORS["storage-full"].message });

    // Room for a few bytes only: the image is processed, then refused, and its file removed.
    const { rows } = await server.services.database.pool.query(
      "SELECT coalesce(sum(bytes), 0)::int AS used FROM uploads",
    );
    const almostFull = await upload(await samples.png(), "nesten.png", {
      to: await startLocalApp({ maxTotalBytes: rows[0].used + 10, perClientBytes: rows[0].used + 10 }),
    });
    expect(almostFull.status).toBe(507);
    expect(await filesIn("uploads")).toEqual(before);
    expect(await filesIn("uploads-tmp")).toEqual([]);
  });

  it("answers 429 to a client past its share of the storage, while other clients still upload", async () => {
    const png = await samples.png();
    const size = (await processImage(png)).data.length;
    const to = await startLocalApp({ perClientBytes: 2 * size + size / 2 });
    const pool = server.services.database.pool;
    const { rows: before } = await pool.query("SELECT count(*)::int AS n FROM uploads");

    expect((await upload(png, "en.png", { to, from: "198.51.100.7" })).status).toBe(201);
    expect((await upload(png, "to.png", { to, from: "198.51.100.7" })).status).toBe(201);
    const third = await upload(png, "tre.png", { to, from: "198.51.100.7" });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ success: false, message: UPLOAD_ERRORS["share-used"].message });
    expect(third.body.message).toBe(
      "Du har brukt opp din del av lagringsplassen for testbilder. Prøv igjen senere.",
    );
    // Room again when the first image is deleted, 30 days after it was uploaded.
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 24 * 3600);

    expect((await upload(png, "annen.png", { to, from: "198.51.100.8" })).status).toBe(201);
    // An IPv6 client is its /64, as for the rate limit: a second address in it shares the share.
    expect((await upload(png, "v6.png", { to, from: "2001:db8:1:2::1" })).status).toBe(201);
    expect((await upload(png, "v6.png", { to, from: "2001:db8:1:2::2" })).status).toBe(201);
    expect((await upload(png, "v6.png", { to, from: "2001:db8:1:2:ffff::3" })).status).toBe(429);

    // Counted per client in the uploads table, under a hash: no address is stored.
    const { rows } = await pool.query(
      "SELECT client_key FROM uploads ORDER BY created_at DESC, id DESC LIMIT $1",
      [5],
    );
    const keys = rows.map((row) => row.client_key as string);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[\w-]{32}$/);
    const { rows: after } = await pool.query("SELECT count(*)::int AS n FROM uploads");
    expect(after[0].n - before[0].n).toBe(5);
  });

  it("answers 503 with a Norwegian message when the database is down", async () => {
    const pool = new pg.Pool({
      connectionString: "postgres://x:y@127.0.0.1:1/x",
      connectionTimeoutMillis: 1000,
    });
    const database = { ...server.services.database, pool, db: drizzle(pool) } as unknown as Database;
    const to = await startLocalApp({ database });
    const answer = await upload(await samples.png(), "nede.png", { to });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      message: "Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.",
    });
    const list = await fetch(`${to}/api/uploads`);
    expect(list.status).toBe(503);
    await pool.end();
  });

  it("refuses an upload posted from another site (CSRF)", async () => {
    const form = new FormData();
    form.append("image", new Blob([await samples.png()]), "csrf.png");
    const res = await fetch(`${base}/api/upload`, {
      method: "POST",
      body: form,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/uploads", () => {
  it("lists the newest first", async () => {
    const names = ["først.png", "så.png", "sist.png"];
    for (const name of names) expect((await upload(await samples.png(), name)).status).toBe(201);
    const res = await fetch(`${base}/api/uploads`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ success: true, page: 1 });
    expect(body.files.slice(0, 3).map((f: { filename: string }) => f.filename)).toEqual(names.reverse());
    for (const file of body.files) expect(Object.keys(file).sort()).toEqual(["filename", "url"]);
  });

  it("pages 24 at a time with ?side=N", async () => {
    // Older rows, so the other tests' "newest first" is not disturbed.
    await server.services.database.pool.query(
      `INSERT INTO uploads (created_at, stored_name, original_name, mime, bytes, width, height)
       SELECT now() - interval '1 day' - n * interval '1 second', md5(random()::text) || '.png',
              'gammel ' || n || '.png', 'image/png', 1, 1, 1
       FROM generate_series(1, 30) AS n`,
    );
    const { rows } = await server.services.database.pool.query("SELECT count(*)::int AS n FROM uploads");
    const seen: string[] = [];
    for (let side = 1; ; side++) {
      const body = await (await fetch(`${base}/api/uploads?side=${side}`)).json();
      expect(body.page).toBe(side);
      expect(body.files.length).toBe(body.hasMore ? 24 : rows[0].n - (side - 1) * 24);
      seen.push(...body.files.map((f: { url: string }) => f.url));
      if (!body.hasMore) break;
    }
    expect(seen).toHaveLength(rows[0].n);
    expect(new Set(seen).size).toBe(rows[0].n);
    expect(seen.at(-1)).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    for (const bad of ["0", "-1", "abc", "1.5", "9999999"]) {
      const res = await fetch(`${base}/api/uploads?side=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: "Ugyldig sidenummer." });
    }
    const past = await (await fetch(`${base}/api/uploads?side=999`)).json();
    expect(past).toEqual({ success: true, files: [], page: 999, hasMore: false });
  });
});

describe("GET /uploads/<name>", () => {
  it("serves an image with headers that keep it an image", async () => {
    const { body } = await upload(await samples.webp(), "hode.webp");
    const { res } = await served(body.file?.url ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; img-src 'self'; style-src 'none'; sandbox; frame-ancestors 'none'",
    );
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-disposition")).toBe("inline");
    const head = await fetch(`${base}${body.file?.url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/webp");
  });

  it("answers 404 (never HTML) for anything that is not a stored image", async () => {
    for (const p of [
      "/uploads/",
      `/uploads/${"0".repeat(32)}.png`,
      `/uploads/${"0".repeat(32)}.html`,
      `/uploads/${"0".repeat(32)}.svg`,
      "/uploads/index.html",
      "/uploads/..%2f..%2fpackage.json",
      "/uploads/a/b/c.png",
    ]) {
      const res = await fetch(`${base}${p}`, { redirect: "manual" });
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toBe("text/plain; charset=utf-8");
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), p).toContain("sandbox");
    }
  });
});
