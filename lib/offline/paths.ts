/** Where the service worker and its offline page are served (tiny on purpose: the registration imports it). */
export const SERVICE_WORKER_PATH = '/service-worker.js';
export const OFFLINE_PAGE_PATH = '/offline.html';
