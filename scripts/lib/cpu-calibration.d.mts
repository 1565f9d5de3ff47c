export function calibratedCpuSlowdown(benchmarkIndex: number): number;
