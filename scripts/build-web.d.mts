export function webBuildIsStale(): boolean;
export function buildWeb(options?: { force?: boolean; quiet?: boolean }): boolean;
