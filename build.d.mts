export function buildClient(options?: { outdir?: string; production?: boolean }): Promise<unknown>;
export function clientOptions(options?: { outdir?: string; production?: boolean }): Record<string, unknown>;
export function serverOptions(options?: { production?: boolean; outfile?: string }): Record<string, unknown>;
export function manifestFrom(metafile: unknown, outdir: string): unknown;
export function buildServer(options?: { production?: boolean; outfile?: string }): Promise<void>;
