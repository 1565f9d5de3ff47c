/**
 * zod probes `new Function` when it builds an object schema, to compile faster parsers; under the
 * shop's Content-Security-Policy (no eval) the browser reports that probe as a violation even though
 * zod catches it. Modules that build zod objects in browser code import this first, so the browser
 * parses without the probe (the server keeps the compiled parsers).
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
