import type { Db } from "../client.server";
export type SeedOptions = { seed: string; products: number; demoAccounts: boolean; onProgress?: (done: number, total: number, stage: string) => void };
export async function seedDemoData(_db: Db, _opts: SeedOptions): Promise<void> {}
