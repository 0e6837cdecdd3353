import type { paths } from "./schema";

const BASE = process.env.API_BASE_URL ?? "http://localhost:8080";
const TOKEN_ENV = process.env.API_TOKEN_ENV ?? "API_TOKEN";

export async function request<T>(path: keyof paths | string, init: RequestInit = {}, retries = 3): Promise<T> {
  const token = process.env[TOKEN_ENV];
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  headers.set("Accept", "application/json");
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(new URL(String(path), BASE), { ...init, headers });
    if (res.ok) return (await res.json()) as T;
    if (attempt >= retries || res.status < 500) throw new Error(`${res.status} ${res.statusText}`);
    await new Promise(r => setTimeout(r, 2 ** attempt * 250));
  }
}
