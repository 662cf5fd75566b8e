/** A versioned schema change. Applied once, in version order, and never edited after release. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
