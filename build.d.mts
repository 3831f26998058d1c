export function buildClient(options?: { outdir?: string; production?: boolean }): Promise<void>;
export function buildServer(options?: { outdir?: string; production?: boolean }): Promise<void>;
export function buildCli(options?: { outdir?: string }): Promise<void>;
