export declare const TEST_ROUTES_BUILD: 'STOREFRONT_TEST_ROUTES_BUILD';
export declare function testOnlyRoutes(root: string): string[];
export declare function leakedTestRoutes(manifest: Record<string, string>, testRoutes: string[]): string[];
export declare function assertNoTestRoutes(root: string): void;
