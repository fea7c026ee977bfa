/** One schema change. Released migrations are never edited: add a new file and list it in index.ts. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
