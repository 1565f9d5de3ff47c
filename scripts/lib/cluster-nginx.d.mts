import type { ChildProcess } from 'node:child_process';

export declare const NGINX_TEMPLATE: string;
export declare function nginxBinary(env?: Record<string, string | undefined>): string | null;
export declare function renderNginxConfig(options: { dir: string; listen: string; upstreams: string[]; edgeSeconds?: number; workerProcesses?: number; runAsRoot?: boolean; template?: string }): string;
export declare function startNginx(options: { dir: string; port: number; upstreams: string[]; edgeSeconds?: number; host?: string; stdio?: unknown; env?: Record<string, string | undefined> }): ChildProcess;
