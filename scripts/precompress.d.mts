/** Writes `.br` and `.gz` beside every text file of a built folder (see precompress.mjs). */
export function precompress(dir: string): { files: number; raw: number; br: number };
