export interface CruisedModule { source: string; dependencies: { resolved?: string }[] }
export interface KnownLoop { units: string[]; why: string }
export declare function libUnit(source: string): string | null;
export declare function unitEdges(modules: CruisedModule[]): Map<string, Map<string, string>>;
export declare function loops(edges: Map<string, Map<string, string>>): string[][];
export declare function compareLoops(measured: string[][], known: KnownLoop[]): { unknown: string[][]; gone: KnownLoop[] };
