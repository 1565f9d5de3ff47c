export declare function buildIsCurrent(options?: { testRoutes?: boolean }): boolean;
export declare function buildEnv(env: Record<string, string | undefined>, options?: { testRoutes?: boolean }): Record<string, string | undefined>;
export declare function ensureBuild(options?: { force?: boolean; testRoutes?: boolean }): boolean;
